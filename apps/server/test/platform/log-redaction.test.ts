import { describe, expect, it } from 'vitest';
import { redactedRequestUrl } from '../../src/lib/log-redaction.js';

// What of a URL the request log shows (the whole server is checked by log-secrets.test.ts).

const secret = '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c0e2b4d6f';
const token = 'q3Xv_Z8pLk2mN4rT6wYb0A';

describe('a logged request URL', () => {
  it("is the route's pattern with secret-named parameters left as named", () => {
    expect(
      redactedRequestUrl({
        url: `/api/c2b/${secret}/confirmation`,
        routeOptions: { url: '/api/c2b/:secret/confirmation' },
        params: { secret },
      }),
    ).toBe('/api/c2b/:secret/confirmation');
    expect(
      redactedRequestUrl({
        url: `/api/public/tenant/${token}/invoices/INV-7`,
        routeOptions: { url: '/api/public/tenant/:token/invoices/:reference' },
        params: { token, reference: 'INV-7' },
      }),
    ).toBe('/api/public/tenant/:token/invoices/INV-7');
  });

  it('keeps the values of other parameters, which are what one looks for', () => {
    const id = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    expect(
      redactedRequestUrl({
        url: `/api/tenant/all-tenants/${id}?limit=20`,
        routeOptions: { url: '/api/tenant/all-tenants/:id' },
        params: { id },
      }),
    ).toBe(`/api/tenant/all-tenants/${id}?limit=20`);
  });

  it("redacts a tenant's page and token-like segments where no name says what they are", () => {
    // The web app's wildcard route, and a request no route took (a 404, a wrong method).
    expect(
      redactedRequestUrl({
        url: `/t/${token}`,
        routeOptions: { url: '/*' },
        params: { '*': `t/${token}` },
      }),
    ).toBe('/t/:[redacted]');
    expect(redactedRequestUrl({ url: '/t/short' })).toBe('/t/:[redacted]');
    expect(redactedRequestUrl({ url: '/o/short' })).toBe('/o/:[redacted]');
    expect(redactedRequestUrl({ url: `/api/c2b/${secret}/confirmation` })).toBe(
      '/api/c2b/:[redacted]/confirmation',
    );
    // The app's pages and built files stay readable.
    expect(redactedRequestUrl({ url: '/register-collect-rent' })).toBe('/register-collect-rent');
    expect(
      redactedRequestUrl({
        url: '/assets/index-D3kf93jKx9Qw2LpZ.js',
        routeOptions: { url: '/*' },
        params: { '*': 'assets/index-D3kf93jKx9Qw2LpZ.js' },
      }),
    ).toBe('/assets/index-D3kf93jKx9Qw2LpZ.js');
  });

  it('redacts secret-named query keys and token-like query values', () => {
    expect(
      redactedRequestUrl({
        url: `/api/auth/user?code=123456&page=2&next=${secret}&api_key=x`,
        routeOptions: { url: '/api/auth/user' },
      }),
    ).toBe('/api/auth/user?code=[redacted]&page=2&next=[redacted]&api_key=[redacted]');
  });
});
