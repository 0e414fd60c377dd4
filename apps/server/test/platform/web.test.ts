import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The web plugin in front of a built app: a stand-in dist/ with its index.html. */
let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-web-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b.js'), 'console.log(1);');
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('web plugin', () => {
  it('serves /robots.txt as text, keeping crawlers out of the API', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /api/\n');
  });

  it('still answers other paths with the app, and unknown API paths with JSON', async () => {
    const page = await t.app.inject({ url: '/tenants' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const api = await t.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });

  it('serves the built files, cached for a year, and the app for the root and missing files', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/assets/', '/assets/missing.js', '//tenants']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('<div id="root">');
    }
  });
});

describe('web plugin with the prerendered pages', () => {
  let pagesDir: string;
  let app: TestApp;
  beforeAll(async () => {
    pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-web-pages-'));
    fs.writeFileSync(path.join(pagesDir, 'index.html'), '<!doctype html><p>the app</p>');
    fs.writeFileSync(path.join(pagesDir, 'landing.html'), '<!doctype html><h1>Landing</h1>');
    fs.writeFileSync(path.join(pagesDir, 'sign-in.html'), '<!doctype html><h1>Sign in</h1>');
    app = await createTestApp({ webDistDir: pagesDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(pagesDir, { recursive: true, force: true });
  });

  it('serves / from landing.html and /sign-in from sign-in.html, with any query string', async () => {
    const expected = {
      '/': 'Landing',
      '/?utm_source=sms': 'Landing',
      '/sign-in': 'Sign in',
      '/sign-in?next=%2Ftenants': 'Sign in',
      '/sign-in?next=/tenants': 'Sign in',
    };
    for (const [url, heading] of Object.entries(expected)) {
      const page = await app.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toBe(`<!doctype html><h1>${heading}</h1>`);
    }
  });

  it('serves every other path, and a post to /sign-in, as before', async () => {
    for (const url of ['/sign-up', '/sign-in/', '/sign-inx', '/dashboard?next=/sign-in']) {
      const page = await app.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe('<!doctype html><p>the app</p>');
    }
    const posted = await app.app.inject({ method: 'POST', url: '/sign-in' });
    expect(posted.statusCode).toBe(404);
    expect(posted.json().error.code).toBe('not_found');
  });
});
