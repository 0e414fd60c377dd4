import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Security headers on every kind of answer (issue 28): the built pages, the API signed in, a
 * tenant's page and its API, errors, 404s, assets and the API reference.
 */

/** The prerendered landing page's loader, as scripts/prerender.mjs writes one. */
const loader =
  "(function(){var s=document.createElement('script');s.src='/assets/landing-1a2b.js'})()";
/** The offline page's button, wired by an inline script. */
const retry =
  "document.getElementById('retry').addEventListener('click',function(){location.reload()})";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function standInDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-web-headers-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  fs.writeFileSync(
    path.join(dir, 'landing.html'),
    `<!doctype html><div id="root">Landing</div><script>${loader}</script>`,
  );
  fs.writeFileSync(path.join(dir, 'sign-in.html'), '<!doctype html><div id="root">Sign in</div>');
  fs.writeFileSync(
    path.join(dir, 'offline.html'),
    `<!doctype html><button id="retry">Retry</button>\n<script>${retry}</script>`,
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1);');
  return dir;
}

/** A Content-Security-Policy header as directive name -> its sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

type Headers = Record<string, string | string[] | number | undefined>;

/** What every answer carries, whatever it is. */
function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('script-src'), what).toContain("'self'");
  expect(csp.get('script-src'), what).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src'), what).not.toContain("'unsafe-eval'");
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  // Plain http in these tests: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = standInDist();
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** A landlord with a tenant whose page link was issued: the page's token. */
async function tenantPageToken() {
  const { token, user } = await signUp(t.app);
  const rental = await createRental(t.app, token);
  const room = await createRoom(t.app, token, rental.rentalid);
  const tenant = await insertTenant(
    t.db,
    { organizationId: user.organizationid, rentalId: rental.rentalid, roomId: room.roomid },
    { firstname: 'Akinyi', lastname: 'Otieno', house_number: 'B1', house_number_key: 'B1' },
  );
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/tenant/${tenant.id}/link`,
    headers: authed(token),
  });
  expect(link.statusCode).toBe(201);
  return { token, pageToken: /\/t\/([\w-]+)$/.exec(link.json().url)![1]! };
}

describe('the pages', () => {
  it('/, /sign-in and /dashboard: the policy, the referrer policy, and no-cache pages', async () => {
    for (const url of ['/', '/sign-in', '/dashboard']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expectCommonHeaders(page.headers, url);
      expect(page.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("allows the built pages' inline scripts by their hashes, and no other inline script", async () => {
    const landing = await t.app.inject({ url: '/' });
    expect(landing.body).toContain(loader);
    const scriptSrc = directives(landing.headers['content-security-policy']).get('script-src');
    expect(scriptSrc).toEqual(expect.arrayContaining([sha256(loader), sha256(retry)]));
    // Only 'self' and those two hashes: an injected inline script matches none of them.
    expect(scriptSrc).toHaveLength(3);
    expect(scriptSrc).not.toContain(sha256('alert(1)'));
  });

  it("a tenant's page (/t/<token>) sends no referrer: its URL holds the token", async () => {
    const { pageToken } = await tenantPageToken();
    for (const url of [`/t/${pageToken}`, `/t/${pageToken}?lang=sw`]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expectCommonHeaders(page.headers, url);
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it("a landlord's page (/o/<token>) and its API send no referrer, even for an unknown token", async () => {
    for (const url of ['/o/AAAAAAAAAAAAAAAAAAAAAA', '/api/public/owner/AAAAAAAAAAAAAAAAAAAAAA']) {
      const page = await t.app.inject({ url });
      expectCommonHeaders(page.headers, url);
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('static assets keep their year of caching, with nosniff and the policy', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expectCommonHeaders(asset.headers, 'asset');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('/api/docs (swagger-ui) and its own assets: the policy, and their own caching', async () => {
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expectCommonHeaders(docs.headers, '/api/docs/');
    expect(docs.headers['cache-control']).not.toBe('no-store');
    const bundle = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expectCommonHeaders(bundle.headers, 'swagger-ui-bundle.js');
  });
});

describe('the API', () => {
  it('a signed-in JSON answer, and a signed-in error, are never stored', async () => {
    const { token } = await signUp(t.app);
    const user = await t.app.inject({ url: '/api/auth/user', headers: authed(token) });
    expect(user.statusCode).toBe(200);
    expectCommonHeaders(user.headers, 'signed in');
    expect(user.headers['cache-control']).toBe('no-store');
    expect(user.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const missing = await t.app.inject({
      url: '/api/tenant/00000000-0000-0000-0000-000000000000',
      headers: authed(token),
    });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.json().error).toBeDefined();
    expectCommonHeaders(missing.headers, 'signed-in error');
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it("a tenant page's API answer and its errors: never stored, no referrer", async () => {
    const { pageToken } = await tenantPageToken();
    const page = await t.app.inject({ url: `/api/public/tenant/${pageToken}` });
    expect(page.statusCode).toBe(200);
    expectCommonHeaders(page.headers, 'tenant page API');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const unknown = await t.app.inject({ url: '/api/public/tenant/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expectCommonHeaders(unknown.headers, 'unknown tenant token');
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.headers['referrer-policy']).toBe('no-referrer');
  });

  it('an error answer (not signed in) and a 404 carry the headers too', async () => {
    const refused = await t.app.inject({ url: '/api/auth/user' });
    expect(refused.statusCode).toBe(401);
    expectCommonHeaders(refused.headers, '401');
    expect(refused.headers['cache-control']).toBe('no-store');

    const notFound = await t.app.inject({ method: 'POST', url: '/api/no-such-route' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.code).toBe('not_found');
    expectCommonHeaders(notFound.headers, '404');
    expect(notFound.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS', () => {
  const forwardedHttps = { 'x-forwarded-proto': 'https' };
  const year = 'max-age=31536000';

  it('not over plain http, nor for X-Forwarded-Proto without a trusted proxy', async () => {
    for (const headers of [{}, forwardedHttps]) {
      const page = await t.app.inject({ url: '/dashboard', headers });
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('for X-Forwarded-Proto: https from a trusted proxy, on pages and the API alike', async () => {
    const behindProxy = await createTestApp({ trustProxy: ['127.0.0.1'], webDistDir: distDir });
    const elsewhere = await createTestApp({ trustProxy: ['10.0.0.1'], webDistDir: distDir });
    try {
      for (const url of ['/dashboard', '/api/auth/user']) {
        const proxied = await behindProxy.app.inject({ url, headers: forwardedHttps });
        expect(proxied.headers['strict-transport-security'], url).toBe(year);
        const plain = await behindProxy.app.inject({
          url,
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
        // The request comes from 127.0.0.1, which is not the proxy this server trusts.
        const untrusted = await elsewhere.app.inject({ url, headers: forwardedHttps });
        expect(untrusted.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await behindProxy.close();
      await elsewhere.close();
    }
  });

  it('for a request that came over https itself', async () => {
    const tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-tls-'));
    const keyFile = path.join(tlsDir, 'key.pem');
    const certFile = path.join(tlsDir, 'cert.pem');
    // A throwaway self-signed certificate for this test only.
    execFileSync(
      'openssl',
      [
        ...[
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        ...['-keyout', keyFile, '-out', certFile],
      ],
      { stdio: 'ignore' },
    );
    const server = https.createServer(
      { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) },
      (request, response) => t.app.routing(request, response),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const headers = await new Promise<Headers>((resolve, reject) => {
        https
          .get(
            { host: '127.0.0.1', port, path: '/dashboard', rejectUnauthorized: false },
            (res) => {
              res.resume();
              resolve(res.headers);
            },
          )
          .on('error', reject);
      });
      expect(headers['strict-transport-security']).toBe(year);
      expect(headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(tlsDir, { recursive: true, force: true });
    }
  });
});
