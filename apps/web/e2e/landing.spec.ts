import { expect, test } from '@playwright/test';

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

  const menu = page.getByRole('button', { name: /menu/i });
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
