import { expect, test, type Page } from '@playwright/test';
import { freshPhone } from './support/accounts';
import { watchCsp } from './support/csp';
import { call, signInAs, signUpThroughApi } from './support/seeded-account';

/** The paths of everything in the service worker's caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
}

test('the app can be installed: a manifest with icons, and a service worker', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/dashboard' });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(
    true,
  );
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1b5e20');

  const worker = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(worker).toMatch(/\/sw\.js$/);
});

test('offline, a page says so in both languages; the API is never answered from a copy', async ({
  page,
  context,
}) => {
  const csp = await watchCsp(page);
  await page.goto('/sign-in');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls pages opened after it started.
  await page.reload();
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Huna mtandao' })).toBeVisible();
  const api = await page.evaluate(() =>
    fetch('/api/auth/user').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');
  // Only the offline page and the app's hashed files: never an /api/ answer nor a page.
  const cached = await cachedPaths(page);
  expect(cached).toContain('/offline.html');
  expect(cached.filter((path) => path !== '/offline.html' && !path.startsWith('/assets/'))).toEqual(
    [],
  );

  await context.setOffline(false);
  // The page's own button (its script allowed by the server's policy) loads the page again.
  await page.getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  expect(csp.take(), 'Content Security Policy violations').toEqual([]);
});

test('a second visit takes the app’s files from the phone, and never its data', async ({
  page,
  context,
  request,
}) => {
  const { token } = await signUpThroughApi(request, {
    firstname: 'Amina',
    lastname: 'Wanjiru',
    phonenumber: freshPhone(),
    email: 'amina@example.co.ke',
    accounttype: 'Landlord',
    pin: '2580',
  });
  const newRental = (rentalname: string) =>
    call(request, token, 'POST', '/api/rental/new-rental', {
      rentalname,
      rentallocation: 'Kasarani, Nairobi',
    });
  await newRental('Jua Court');
  await call(request, token, 'PUT', '/api/onboarding/progress', { step: 'done' });
  await signInAs(page, { token });

  await page.goto('/rentals');
  await expect(page.getByText('Jua Court')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls pages opened after it started: this visit stores what the screen used.
  await page.reload();
  await expect(page.getByText('Jua Court')).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const cached = await cachedPaths(page);
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => path !== '/offline.html' && !path.startsWith('/assets/'))).toEqual(
    [],
  );

  // The data changes on the server: the next visit shows it, and takes the app's files from
  // the worker's cache rather than the network.
  await newRental('Baraka Flats');
  const assets: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/'))
      assets.push({ path, fromWorker: response.fromServiceWorker() });
  });
  await page.reload();
  await expect(page.getByText('Baraka Flats')).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((asset) => !asset.fromWorker)).toEqual([]);

  // Offline, a reload shows the offline page, not a copy of the rentals.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Jua Court')).toHaveCount(0);
  await context.setOffline(false);
});

test('the server sends each new file with its type and caching', async ({ request }) => {
  const expectations = [
    ['/', 'text/html', 'no-cache'],
    ['/sw.js', 'application/javascript', 'no-cache'],
    ['/offline.html', 'text/html', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
  ] as const;
  for (const [path, type, cache] of expectations) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toContain(type);
    expect(response.headers()['cache-control'], path).toBe(cache);
  }
  const landing = await (await request.get('/')).text();
  const script = /"entry":"(\/assets\/[^"]+\.js)"/.exec(landing)?.[1];
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
