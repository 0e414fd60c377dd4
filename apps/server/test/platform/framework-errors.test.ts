import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Every refusal under /api, whoever made it, is `{"error":{"code","message","key"}}` (with the
 * `params` its message names, if any).
 */
function expectOurShape(body: unknown, code: string) {
  const { params, ...error } = (body as { error: { params?: unknown } }).error;
  expect({ error }).toEqual({
    error: { code, message: expect.any(String), key: expect.any(String) },
  });
  if (params !== undefined) expect(params).toBeTypeOf('object');
}

/** A request sent over a real socket: Node's parser, not inject, refuses some of them. */
function rawRequest(headers: Record<string, string>, path = '/api/auth/user') {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          body,
        }),
      );
    });
    request.on('error', reject);
  });
}

describe("the framework's own errors in our shape", () => {
  it('a broken %-encoding in the address → 400', async () => {
    const response = await t.app.inject({ url: '/api/tenant/all-tenants/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expectOurShape(response.json(), 'bad_request');
    expect(response.body).not.toContain('FST_');
  });

  it('a path parameter that is too long → 414', async () => {
    const response = await t.app.inject({ url: `/api/tenant/all-tenants/${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expectOurShape(response.json(), 'uri_too_long');
  });

  it('headers too large → 431, from the HTTP parser itself', async () => {
    const response = await rawRequest({ 'x-padding': 'a'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(response.type).toMatch(/application\/json/);
    expectOurShape(JSON.parse(response.body), 'headers_too_large');
  });

  it('a body too large → 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phonenumber: '0712345678', pin: 'x'.repeat(70_000) }),
    });
    expect(response.statusCode).toBe(413);
    expectOurShape(response.json(), 'payload_too_large');
  });

  it('a body that is not JSON → 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expectOurShape(response.json(), 'unsupported_media_type');
  });

  it('malformed JSON → 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phonenumber": "0712',
    });
    expect(response.statusCode).toBe(400);
    expectOurShape(response.json(), 'bad_request');
  });

  it('an unknown route or method → 404', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/auth/login' });
    expect(response.statusCode).toBe(404);
    expectOurShape(response.json(), 'not_found');
  });

  it('keeps serving after a refused request', async () => {
    const response = await rawRequest({}, '/api/auth/user');
    expect(response.status).toBe(401);
    expectOurShape(JSON.parse(response.body), 'unauthorized');
  });
});
