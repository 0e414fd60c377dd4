import { expect, test, type Page } from '@playwright/test';
import { seedAccount, signInAs } from './support/seeded-account';
import { choose } from './support/ui';

/*
 * Issue 32, notices: a landlord writes one notice for the tenants in arrears, sees who it
 * reaches and how it reads before sending, and finds it in the history with one SMS per tenant
 * in the outbox.
 */

/** The screen at 360 and 1366 px, kept in the test's output folder to look at. */
async function screenshots(page: Page, name: string) {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a notice to the tenants in arrears, previewed, sent once to each', async ({
  page,
  request,
}) => {
  test.slow(); // A seeded account first.
  await signInAs(page, await seedAccount(request));
  await page.goto('/messages?tab=notices');
  const main = page.getByRole('main');
  await choose(page, 'Who', 'Only tenants in arrears');
  await main
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Dear {customername}, the water is off on Saturday from 8 to 12. {landlord}');
  await main.getByRole('button', { name: 'Preview and send' }).click();

  const dialog = page.getByRole('dialog', { name: 'Send this notice?' });
  await expect(dialog).toContainText(/It goes to \d+ tenants?\. SMS parts in all: \d+\./);
  const reach = Number(/It goes to (\d+)/.exec((await dialog.textContent()) ?? '')![1]);
  expect(reach).toBeGreaterThan(0);
  // A real tenant's name and the landlord's, filled in.
  await expect(dialog.getByTestId('notice-sample-en')).toContainText(/^Dear \S+ \S+, the water/);
  await expect(dialog.getByTestId('notice-sample-en')).not.toContainText('{');
  await screenshots(page, 'notice-preview');
  await dialog.getByRole('button', { name: /^Send to \d+ tenants?$/ }).click();
  const queued = new RegExp(`Notice queued for ${reach} tenants?`);
  await expect(page.getByRole('alert').filter({ hasText: queued })).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the history, its SMS counted from the outbox: as many as it reached, none failed.
  const card = main.getByText('the water is off on Saturday from 8 to 12').first();
  await expect(card).toBeVisible();
  await expect(main.getByText(new RegExp(`^${reach} tenants? · SMS parts: \\d+$`))).toBeVisible();
  await expect(main.getByText(/failed$/)).toHaveCount(0);
  await screenshots(page, 'notices-history');
});
