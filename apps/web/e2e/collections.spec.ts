import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/accounts';
import { confirmation, payAsMpesa } from './support/mpesa';
import { a1, a2, collectRentAt, onboardJuaCourt } from './support/jua-court';
import { alertWith, next } from './support/ui';

/**
 * Collections end to end, on a phone and on a desktop: Brian moved in owing KES 1,000, so he is
 * overdue at once. The landlord sees it on the arrears screen (from the dashboard tile), sends a
 * reminder that appears in Messages, Brian pays by M-PESA and the arrears are cleared. The test
 * server lets reminders go at any hour (TENANT_SMS_HOURS=0-24).
 */
const viewports = [
  { name: 'phone', size: { width: 360, height: 740 } },
  { name: 'desktop', size: { width: 1366, height: 768 } },
] as const;

for (const { name, size } of viewports) {
  test(`an overdue tenant is seen in arrears, reminded, pays by M-PESA and is cleared (${name})`, async ({
    page,
  }) => {
    test.slow(); // Onboarding, settings, a reminder and a payment.
    await page.setViewportSize(size);
    const main = page.getByRole('main');
    await signUpThroughForm(page, 'Neema');
    await onboardJuaCourt(page);
    await collectRentAt(page, '600984');
    await next(page); // no schedule during onboarding
    await expect(page).toHaveURL(/\/register-subscription$/);
    await next(page, 'GO TO DASHBOARD');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The paybill saved while onboarding; M-PESA will call the confirmation URL shown here.
    await page.goto('/settings?tab=mpesa');
    await expect(page.getByLabel('Paybill Number')).toHaveValue('600984');
    const confirmationUrl = await page
      .getByRole('textbox', { name: 'Confirmation URL' })
      .inputValue();

    // The dashboard's Total Debts Owed opens who owes it: Brian, 1-30 days overdue.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Total Debts Owed' }).click();
    await expect(page).toHaveURL(/\/arrears$/);
    const totals = main.getByRole('region', { name: 'Total owed' });
    await expect(totals).toContainText(/KES 1,000/);
    await expect(totals).toContainText('1 tenant owes');
    await expect(main.getByRole('link', { name: `Statement of ${a2}` })).toBeVisible();
    await expect(main.getByRole('link', { name: `Statement of ${a1}` })).toHaveCount(0);
    await expect(main.getByText('1–30 days').first()).toBeVisible();

    // Remind everyone in arrears: a preview of Brian's message, then it is queued.
    await main.getByRole('button', { name: 'Remind everyone in arrears now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remind everyone in arrears?' });
    await expect(dialog).toContainText('1 tenant in arrears will get this SMS');
    await expect(dialog.getByTestId('reminder-sample')).toContainText('KES 1,000 is overdue since');
    await dialog.getByRole('button', { name: 'SEND REMINDERS' }).click();
    await expect(alertWith(page, '1 reminder queued')).toBeVisible();
    await page.goto('/messages');
    await expect(
      main.getByText(/Brian Kamau, KES 1,000 is overdue since .+ account A2\./),
    ).toBeVisible();

    // Brian pays 1,000 to the paybill; the arrears clear.
    const transId = randomBytes(5).toString('hex').toUpperCase();
    await payAsMpesa(page, confirmationUrl, confirmation('A2', '1000.00', transId, 'BRIAN'));
    await page.goto('/arrears');
    await expect(main.getByText('Nobody owes anything. Well done.')).toBeVisible();
    await page.goto('/tenants');
    const brian = main.getByRole('article').filter({ hasText: a2 });
    await expect(brian).toContainText('Paid up');
  });
}
