import { expect, test, type Page } from '@playwright/test';
import { seedAccount, signInAs, daysAhead } from './support/seeded-account';
import { alertWith, dayInput, pickOption, rowsOf } from './support/ui';

/*
 * Issue 32, repairs from report to receipt: a tenant reports a broken lock with a photo from
 * their own page and gets a reference; the landlord finds it on the board, schedules the
 * fundi and tells the tenant by SMS, then marks it done with its cost charged to the tenant.
 * The tenant's page shows the repair done and the charge once on the statement.
 */

/** A 1×1 PNG: a real picture, as the server reads the type from the bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses the photo through the file picker a button opens. */
async function pickPhoto(page: Page, button: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name: 'lock.png', mimeType: 'image/png', buffer: png });
}

async function screenshots(page: Page, name: string) {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a tenant reports a broken lock; the landlord schedules it, tells them and charges it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow(); // A seeded account, then a second browser.
  const account = await seedAccount(request);
  const description = 'The back door lock is broken and will not close';

  // The tenant's phone: no session, 360 px.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: testInfo.project.use.baseURL,
  });
  const tenant = await phone.newPage();
  try {
    await tenant.goto(account.tenantPagePath);
    const repairs = tenant.getByRole('region', { name: 'Repairs' });
    await repairs.getByRole('button', { name: 'REPORT A PROBLEM' }).click();
    const form = tenant.getByRole('dialog', { name: 'Report a problem' });
    await pickOption(tenant, form.getByLabel('What needs repair'), 'Doors and windows');
    await form.getByLabel('Describe the problem').fill(description);
    await pickPhoto(tenant, 'ADD A PHOTO');
    await expect(form.getByText('lock.png')).toBeVisible();
    await form.getByRole('button', { name: 'SEND' }).click();
    const received = tenant.getByRole('status').filter({ hasText: 'Your reference is' });
    await expect(received).toBeVisible();
    const reference = /Your reference is (R-\d+)/.exec((await received.textContent()) ?? '')![1]!;
    await tenant.screenshot({ path: testInfo.outputPath('tenant-reported-360.png') });
    await tenant.getByRole('button', { name: 'CLOSE' }).click();
    await expect(repairs).toContainText(`${reference} · Doors and windows`);

    // The landlord's board: the new repair, with the tenant's photo.
    await signInAs(page, account);
    await page.goto('/repairs');
    await page.getByRole('button', { name: `Open the repair ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Repair ${reference}` });
    await expect(dialog).toContainText(description);
    await expect(dialog).toContainText('via the tenant page');
    await expect(
      dialog.getByRole('img', { name: `Photo 1 of the repair ${reference}` }),
    ).toBeVisible();

    // Scheduled for the day after tomorrow at 10:00, the tenant told by SMS.
    await pickOption(page, dialog.getByLabel('Status', { exact: true }), 'Scheduled');
    await dialog.getByLabel('Date of the visit').fill(dayInput(daysAhead(2)));
    await dialog.getByLabel('Time', { exact: true }).fill('10:00');
    await dialog.getByLabel('Tell the tenant by SMS').check();
    await screenshots(page, 'repair-scheduling');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(alertWith(page, `Repair ${reference} updated`)).toBeVisible();

    // Done, its KES 1,200 charged to the tenant's bill.
    await page.getByRole('button', { name: `Open the repair ${reference}` }).click();
    await expect(dialog).toContainText('Scheduled, by');
    await dialog.getByRole('button', { name: 'MARK DONE' }).click();
    const close = page.getByRole('dialog', { name: `Mark ${reference} done` });
    await close.getByLabel('Cost (KES)').fill('1200');
    await pickOption(page, close.getByLabel('Paid by'), 'The tenant (a charge on their bill)');
    await close.getByLabel('Note').fill('New lock fitted');
    await close.getByRole('button', { name: 'MARK DONE' }).click();
    await expect(alertWith(page, `Repair ${reference} done`)).toBeVisible();

    // The tenant's SMS, in the outbox: the reference at once, the visit when scheduled, and
    // the bill with the repair's charge.
    const toTenant = rowsOf(page.getByRole('main').getByRole('grid')).filter({
      hasText: reference,
    });
    await expect(async () => {
      await page.goto('/messages');
      await expect(toTenant).toHaveCount(3, { timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(
      toTenant.filter({ hasText: `we received your repair request ${reference}` }),
    ).toHaveCount(1);
    await expect(toTenant.filter({ hasText: `repair ${reference}: scheduled` })).toHaveCount(1);
    await expect(toTenant.filter({ hasText: new RegExp(`INV-\\d+: ${reference}: `) })).toHaveCount(
      1,
    );

    // Back on the tenant's page: done, and the charge on the statement once.
    await tenant.reload();
    await expect(repairs.getByRole('listitem').filter({ hasText: reference })).toContainText(
      'Done',
    );
    const statement = tenant.getByRole('region', { name: 'Statement' });
    await expect(statement.getByText(new RegExp(`${reference}: ${description}`))).toHaveCount(1);
    await expect(statement).toContainText('1,200');
    await tenant.screenshot({ path: testInfo.outputPath('tenant-done-360.png'), fullPage: true });
  } finally {
    await phone.close();
  }
});
