import { expect, test } from '@playwright/test';
import { formatCalendarDay } from '@rental/shared/date-format';
import { signUpThroughForm } from './support/accounts';
import { a2, onboardJuaCourt, schedule, skipCollectRent } from './support/jua-court';
import { alertWith, choose, listRows, next, pdfText } from './support/ui';

/**
 * Bills a landlord can hand over: the name and phone set in Settings, the paybill and the
 * house to pay to, the due date and a status stamp are in the invoice, receipt and statement
 * PDFs the browser makes from the real server's figures. jsPDF writes its text uncompressed,
 * so the PDF's own text is read; the files are kept in the test's output folder to look at.
 */

/** "5 Dec 2026": the first 5th of a month on or after today in Nairobi (the default rule). */
function defaultDueDate(): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const due = new Date(Date.UTC(y, d <= 5 ? m - 1 : m, 5));
  return formatCalendarDay(due.toISOString().slice(0, 10));
}

test('invoice, receipt and statement PDFs say whom to pay, where, how much and by when', async ({
  page,
}) => {
  test.slow(); // Onboarding, a billing run, a payment and three PDFs.
  const main = page.getByRole('main');
  await signUpThroughForm(page, 'Wairimu');
  await onboardJuaCourt(page);
  await skipCollectRent(page); // the paybill is set in Settings below, with the name on bills
  await schedule(page, 'Rental Invoice Bill');
  await page.getByRole('button', { name: 'ADD SCHEDULE' }).click();
  await expect(alertWith(page, 'New invoice scheduled')).toBeVisible();
  await next(page);
  await next(page, 'GO TO DASHBOARD');

  // The paybill, then the name and phone on bills (Settings → MPESA Integration).
  await page.goto('/settings?tab=mpesa');
  await page.getByLabel('Organization Name').fill('Jua Court Homes Ltd');
  await page.getByLabel('Paybill Number').fill('600984');
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await expect(alertWith(page, 'MPESA settings saved')).toBeVisible();
  const bills = main.getByRole('region', { name: 'Name and phone on bills' });
  await bills.getByLabel('Name on bills').fill('Jua Court Homes');
  await bills.getByLabel('Phone on bills').fill('0722111222');
  await bills.getByRole('button', { name: 'SAVE' }).click();
  await expect(alertWith(page, 'Name and phone on bills saved')).toBeVisible();
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    await bills.scrollIntoViewIfNeeded();
    await bills.screenshot({ path: test.info().outputPath(`bills-profile-${width}.png`) });
  }

  // Brian moved in owing 1,000 and is billed 8,500 rent; he pays 3,000 in cash.
  await page.goto('/newtransaction');
  await page.getByLabel('Tenant', { exact: true }).fill('Brian');
  await page.getByRole('option', { name: `${a2} · House A2, Jua Court` }).click();
  await choose(page, 'Payment Mode', 'Cash');
  await page.getByLabel('Amount (KES)').fill('3000');
  await page.getByLabel('Description').fill('Part of the rent');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(alertWith(page, 'Payment saved')).toBeVisible();

  // The invoice: from the landlord, to be paid at the paybill with the house, by the 5th.
  // The background run bills within a second or two; on a busy machine the page itself may
  // take seconds to load, so each try waits 15 s and the run gets a minute.
  await expect(async () => {
    await page.goto('/transactions/invoices');
    await expect(listRows(page, 'Invoices', false)).toHaveCount(2, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  const brian = listRows(page, 'Invoices', false).filter({ hasText: a2 });
  const invoice = await pdfText(
    page,
    brian.getByRole('button', { name: /^Download invoice INV-\d{6} \(PDF\)$/ }),
    'invoice.pdf',
  );
  for (const text of [
    'Jua Court Homes',
    'Phone 0722111222',
    'Brian Kamau',
    'Due date',
    defaultDueDate(),
    'PARTLY PAID',
    'Balance brought forward',
    'Total due',
    'KES 9,500',
    'M-PESA paybill 600984, account A2',
  ]) {
    expect(invoice, text).toContain(`(${text})`);
  }
  expect(invoice).toMatch(/\(INV-\d{6}\)/);
  expect(invoice).toMatch(/\(\w+ \d{4} rent, House A2\)/);
  expect(invoice).not.toContain('Rental Manager');

  // The receipt: who received it and what is left to pay, and where.
  await page.goto('/transactions/all');
  const payment = listRows(page, 'Transactions', false).first();
  const receipt = await pdfText(
    page,
    payment.getByRole('button', { name: /^Download receipt .+ \(PDF\)$/ }),
    'receipt.pdf',
  );
  for (const text of [
    'Jua Court Homes, phone 0722111222',
    'Balance after this payment',
    'KES 6,500',
    'M-PESA paybill 600984, account A2',
  ]) {
    expect(receipt, text).toContain(`(${text})`);
  }
  expect(receipt).not.toContain('Rental Manager');

  // The statement: the same lines as the screen, newest first, and where to pay.
  await page.goto('/tenants');
  await main.getByRole('link', { name: new RegExp(`^${a2}`) }).click();
  const statement = await pdfText(
    page,
    main.getByRole('button', { name: 'Download statement (PDF)' }),
    'statement.pdf',
  );
  for (const text of ['Jua Court Homes', 'KES 6,500', 'M-PESA paybill 600984, account A2']) {
    expect(statement, text).toContain(`(${text})`);
  }
  expect(statement.indexOf('(Opening rent balance)')).toBeGreaterThan(
    statement.indexOf('(Cash payment: Part of the rent)'),
  );
  expect(statement).not.toContain('Rental Manager');
});
