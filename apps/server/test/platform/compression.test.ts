import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';

// Answers of 1 KB or more travel compressed to clients that accept it (a phone on weak data);
// the reports' kept bodies are compressed once and read back the same; small answers and
// clients that accept nothing get plain JSON; compressed request bodies are not inflated.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ownerWithTenants(count: number) {
  const owner = await landlordWithRoom(t.app, { totalunits: count });
  for (let i = 0; i < count; i++) {
    await addTenant(t.app, owner.token, owner.place, {
      firstname: `Tenant${i}`,
      lastname: 'Compressed',
      housenumber: `C${i}`,
      openingrentbalance: 1000 + i,
      openingwaterbalance: 0,
    });
  }
  return owner;
}

describe('compressed answers', () => {
  it('compresses large answers as the client accepts, and never small ones', async () => {
    const owner = await ownerWithTenants(12);
    const plain = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: authed(owner.token),
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      url: '/api/tenant/all-tenants',
      headers: { ...authed(owner.token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({
      url: '/api/auth/user',
      headers: { ...authed(owner.token), 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends a kept report compressed once, the same for every reader', async () => {
    const owner = await ownerWithTenants(12);
    const plain = await t.app.inject({
      url: '/api/reports/arrears',
      headers: authed(owner.token),
    });
    expect(plain.json<{ tenants: unknown[] }>().tenants).toHaveLength(12);
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          url: '/api/reports/arrears',
          headers: { ...authed(owner.token), 'accept-encoding': 'gzip' },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(answer.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('does not inflate a compressed request body', async () => {
    const owner = await landlordWithRoom(t.app);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: {
        ...authed(owner.token),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ name: 'Zipped', location: 'Nakuru' })),
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });
});
