import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp';

// The app's every screen is checked under the Content-Security-Policy by the screens check
// (support/check-screens.ts); these are the pages outside the app's router.

test('the policy is enforced: an inline script the server did not build is blocked and seen', async ({
  page,
}) => {
  const csp = await watchCsp(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.locator('h1').first()).toBeVisible();
  // The prerendered page's own loader ran (by its hash): the page's bundle is loaded.
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('script[src]').length))
    .toBeGreaterThan(0);
  expect(csp.take(), 'violations of the page itself').toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.appendChild(script);
    return (window as { injected?: boolean }).injected === true;
  });
  expect(ran, 'an injected inline script runs').toBe(false);
  await expect.poll(() => csp.take().length, 'the violation is reported').toBeGreaterThan(0);
});

test('the API reference (swagger-ui) works under its policy', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Rental Manager API/ })).toBeVisible();
  // The operations are listed from /api/docs/json, and one opens.
  const operation = page.locator('.opblock-summary').first();
  await operation.click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  expect(csp.take(), 'Content Security Policy violations').toEqual([]);
});
