import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/accounts';
import { confirmation, payAsMpesa } from './support/mpesa';
import { a1, collectRentAt, expectMessages, onboardJuaCourt, schedule } from './support/jua-court';
import { alertWith, choose, column, next, rowsOf } from './support/ui';

/**
 * The M-PESA loop end to end: a water reading is invoiced by SMS, the tenant pays the paybill
 * with a sloppily typed account number, and the payment reconciles itself: balance zero and a
 * receipt in Messages. The test plays M-PESA, posting the confirmation to the organization's
 * secret callback URL (twice: M-PESA repeats itself) exactly as Daraja does.
 */

test('a paybill payment with a sloppy account number settles the tenant by itself', async ({
  page,
}) => {
  test.slow(); // Onboarding, a billing run and the payment's receipt.
  const main = page.getByRole('main');
  const messages = rowsOf(main.getByRole('grid'));

  await signUpThroughForm(page, 'Zawadi');
  await onboardJuaCourt(page);
  // The landlord's own paybill, saved on the onboarding's collect-rent step.
  await collectRentAt(page, '600984');
  await next(page); // no schedule during onboarding
  await expect(page).toHaveURL(/\/register-subscription$/);

  // Settings shows the same paybill; M-PESA will call the confirmation URL shown there.
  await page.goto('/settings?tab=mpesa');
  await expect(page.getByLabel('Organization Name')).toHaveValue('Jua Court Homes');
  await expect(page.getByLabel('Paybill Number')).toHaveValue('600984');
  const confirmationUrl = await page
    .getByRole('textbox', { name: 'Confirmation URL' })
    .inputValue();
  expect(confirmationUrl).toMatch(/\/api\/c2b\/[0-9a-f]+\/confirmation$/);

  // Achieng used 12 units at KES 150: her water invoice (1,800) goes out by SMS today.
  await page.goto('/new-reading');
  await choose(page, 'Rental', 'Jua Court');
  await choose(page, 'Meter Number', 'JC-M1 · House A1');
  await page.getByLabel('New Reading').fill('12');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(alertWith(page, 'Water reading saved')).toBeVisible();
  await page.goto('/new-invoice');
  await schedule(page, 'Water Invoice Bill');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(alertWith(page, 'New invoice scheduled')).toBeVisible();
  await expectMessages(page, messages, 1);
  await expect(messages).toHaveText([/KES 1,800 due .* Paybill 600984/]);

  // She pays 1,800 to the paybill, typing ' a-1 ' as the account; M-PESA repeats the call.
  const transId = randomBytes(5).toString('hex').toUpperCase();
  const body = confirmation(' a-1 ', '1800.00', transId, 'ACHIENG');
  await payAsMpesa(page, confirmationUrl, body);
  await payAsMpesa(page, confirmationUrl, body);

  // Counted once, recorded by M-PESA against Achieng, with its receipt number.
  await page.goto('/transactions/all');
  const transactions = page.getByRole('grid', { name: 'Transactions' });
  await expect(rowsOf(transactions)).toHaveCount(1);
  await expect(await column(transactions, 'tenantname')).toHaveText([`${a1} (A1)`]);
  await expect(await column(transactions, 'amount')).toHaveText([/^KES 1,800$/]);
  await expect(await column(transactions, 'paymentmode')).toHaveText(['MPESA']);
  await expect(await column(transactions, 'recordedby')).toHaveText(['M-PESA']);

  // Her balance is zero, the invoice is paid and the receipt SMS says so.
  await page.goto('/tenants');
  await page.getByRole('link', { name: new RegExp(`^${a1}`) }).click();
  const statement = page.getByRole('region', { name: 'Statement' });
  await expect(statement.getByText('Cleared', { exact: true })).toBeVisible();
  await page.goto('/transactions/invoices');
  await expect(await column(page.getByRole('grid', { name: 'Invoices' }), 'status')).toHaveText([
    'Paid',
  ]);
  await expectMessages(page, messages, 2);
  await expect(messages.filter({ hasText: 'has received' })).toHaveText([
    new RegExp(`KES 1,800 for house A1 .*Ref ${transId}.* Your balance is KES 0\\.`),
  ]);
});
