import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm } from './support/accounts';
import { countMessagesTo } from './support/sms-simulator';
import { collectRentAt, expectMessages, onboardJuaCourt, schedule } from './support/jua-court';
import { alertWith, choose, next, rowsOf } from './support/ui';

/**
 * Issue 30, "nothing is stranded": a landlord bills while the SMS provider only stores; the
 * invoices wait under Messages → Waiting (and the dashboard says so); setting up Africa's
 * Talking (the test server's simulator) asks once whether to send them; sent, each reaches the
 * gateway once and shows Sent.
 */

/** The screen at 360 and 1366 px, kept in the test's output folder to look at. */
async function screenshots(page: Page, name: string, fullPage = true) {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('invoices kept while outbox-only wait, then go once when the provider is set', async ({
  page,
}) => {
  test.slow(); // Onboarding, a billing run, the provider and the send.
  const main = page.getByRole('main');
  await signUpThroughForm(page, 'Njeri');
  await onboardJuaCourt(page);
  await collectRentAt(page, '600984');
  await schedule(page, 'Rental Invoice Bill');
  await page.getByRole('button', { name: 'ADD SCHEDULE' }).click();
  await expect(alertWith(page, 'New invoice scheduled')).toBeVisible();
  await next(page);
  await next(page, 'GO TO DASHBOARD');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Billed within seconds; the outbox-only provider keeps the two SMS.
  const sentRows = rowsOf(main.getByRole('grid', { name: 'Messages' }));
  await expectMessages(page, sentRows, 2);
  await page.goto('/dashboard');
  await expect(main.getByRole('link', { name: 'Messages waiting to be sent: 2' })).toBeVisible();

  await page.goto('/messages?tab=waiting');
  await expect(page.getByRole('tab', { name: 'Waiting (2)' })).toBeVisible();
  const waiting = main
    .getByRole('list', { name: 'Messages waiting to be sent' })
    .getByRole('listitem');
  await expect(waiting).toHaveCount(2);
  await expect(main.getByText(/^No SMS provider is set up/)).toBeVisible();
  await screenshots(page, 'messages-waiting');

  // Africa's Talking set up: asked once, with the count and the cost.
  const before = await countMessagesTo('0722000001');
  await page.goto('/settings?tab=sms');
  await choose(page, 'SMS Provider', "Africa's Talking");
  await page.getByLabel('Username').fill('sandbox');
  await page.getByLabel('API Key').fill('simulator-api-key');
  await page.getByRole('button', { name: 'SAVE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the messages that waited?' });
  await expect(dialog).toContainText(/2 messages · \d+ SMS parts/);
  await screenshots(page, 'waiting-dialog', false);
  await dialog.getByRole('button', { name: 'Send them' }).click();
  await expect(alertWith(page, '2 messages sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Sent, each once; nothing waits any more.
  await page.goto('/messages');
  await expect(sentRows.filter({ hasText: 'Sent' })).toHaveCount(2);
  expect(await countMessagesTo('0722000001')).toBe(before + 1);
  await page.goto('/messages?tab=waiting');
  await expect(main.getByText('Nothing is waiting to be sent')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Waiting', exact: true })).toBeVisible();
});
