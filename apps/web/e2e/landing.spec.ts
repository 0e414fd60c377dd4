import { expect, test } from '@playwright/test';
import { hydrated } from './support/ui';

test('the landing page leads a visitor to the free trial', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Individual' })).toBeVisible();
  await expect(page.getByText('© 2025')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Try it Free' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
});

test('on a 360 px phone the page fits the screen and the menu opens', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  // The page shows before its script, which loads after the first paint and makes the menu
  // work: a tap before then does nothing (as on a slow phone), so it taps once React has it.
  const menu = page.getByRole('button', { name: /menu/i });
  await hydrated(menu);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('unknown API paths answer JSON, other paths the app', async ({ page }) => {
  const api = await page.request.get('/api/nothing-here');
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe('not_found');

  await page.goto('/no-such-page');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test('the landing page is all there without JavaScript, and every other page shows the brand', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Send rent invoices by SMS/);
  await expect(page.getByRole('heading', { name: 'Individual' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Try it Free' })).toHaveAttribute(
    'href',
    '/sign-up',
  );

  await page.goto('/dashboard');
  await expect(page.locator('.app-shell__bar')).toContainText('Rental Manager');
  await context.close();
});

test('the language switch turns the whole page to Kiswahili, and it stays so', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  const kiswahili = page.getByRole('button', { name: 'Kiswahili' });
  await hydrated(kiswahili);
  await kiswahili.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tuma ankara/);
  await expect(page.getByRole('heading', { name: 'Zungumza na timu yetu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  // The next visit starts in Kiswahili, before the page has finished loading.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tuma ankara/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Send rent invoices/);
});
