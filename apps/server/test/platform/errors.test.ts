import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API errors and docs', () => {
  it('answers unknown /api routes with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'No API route for GET /api/does-not-exist',
        key: 'error.noApiRoute',
        params: { method: 'GET', path: '/api/does-not-exist' },
      },
    });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user/signup',
        '/api/auth/login',
        '/api/auth/user',
        '/api/auth/logout',
        '/api/user/user-profile',
        '/api/user/user-pin',
        '/api/user/user-deactivation',
        '/api/users/all-users',
      ]),
    );
    const signupBodySchema =
      doc.json().paths['/api/user/signup'].post.requestBody.content['application/json'].schema;
    expect(signupBodySchema.required).toEqual(
      expect.arrayContaining(['firstname', 'phonenumber', 'pin', 'accounttype']),
    );
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
  });

  it("serves the reference UI and its files; other paths under it get the API's 404", async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const style = await t.app.inject({ method: 'HEAD', url: '/api/docs/static/swagger-ui.css' });
    expect(style.statusCode).toBe(200);
    expect(Number(style.headers['content-length'])).toBeGreaterThan(0);
    const unknown = await t.app.inject({ url: '/api/docs/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });

  it('hides internal failures: no stack, no SQL, just a 500 the user can act on', async () => {
    const broken = await createTestApp();
    await broken.db.schema.dropTable('signup_requests').execute();
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: signupBody(),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: {
          key: 'error.internal',
          code: 'internal',
          message: 'Something went wrong on our side. Please try again.',
        },
      });
      expect(response.body).not.toMatch(/signup_requests|SQL|at .*\.ts/i);
    } finally {
      await broken.close();
    }
  });
});
