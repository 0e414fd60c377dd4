import { copyFile, readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seedAccount, signInAs } from './support/seeded-account';
import { choose, dayInput, today } from './support/ui';

/*
 * The portfolio reports against the real server: each answers the filters the page sends
 * (periods, a rental), and the exports are real files, kept under test-results/ to look at.
 */

/** Presses an export button and answers the file it downloads. */
async function download(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await downloading;
  const path = await file.path();
  const name = file.suggestedFilename();
  // Kept to look at (pdftoppm turns a PDF into pictures).
  await copyFile(path, `test-results/reports-${name}`);
  return { name, bytes: await readFile(path) };
}

/** To a report as a user goes: the sidebar's Reports, then the report's card on the hub. */
async function openFromHub(page: Page, report: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await page
    .getByRole('list', { name: 'Reports' })
    .getByRole('link', { name: new RegExp(`^${report}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: report })).toBeVisible();
}

test.beforeEach(async ({ page, request }) => {
  test.slow(); // A seeded account, then each report with its downloads.
  await signInAs(page, await seedAccount(request));
  await page.goto('/reports');
});

test('the rent roll exports every unit and the totals as CSV and PDF', async ({ page }) => {
  // Rent roll: every unit of Jua Court, the vacant ones marked, the totals in the file.
  await openFromHub(page, 'Rent roll');
  const units = page.getByRole('table', { name: 'Units' });
  await expect(units.getByText('Vacant').first()).toBeVisible();
  const csv = await download(page, 'CSV');
  expect(csv.name).toMatch(/^rent-roll-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.bytes.toString('utf8').trim().split('\r\n');
  expect(lines[0]).toContain('Rental,House,Room type,Tenant,Monthly rent (KES)');
  expect(lines.some((line) => line.includes(',Vacant,'))).toBe(true);
  expect(lines.at(-1)).toMatch(/^Total,,,\d+ units,/);
  const pdf = await download(page, 'PDF');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('collections and occupancy answer their filters and export PDF', async ({ page }) => {
  // Collections: a quarter, then one rental.
  await openFromHub(page, 'Collections');
  await expect(page.getByRole('table', { name: 'Collections by month' })).toBeVisible();
  await choose(page, 'Period', 'Quarter');
  await expect(page).toHaveURL(/period=quarter&quarter=\d{4}-Q[1-4]/);
  await choose(page, 'Rental', 'Jua Court');
  await expect(page).toHaveURL(/rentalid=/);
  await expect(page.getByRole('table', { name: 'Collections by month' })).toBeVisible();
  const collections = await download(page, 'PDF');
  expect(collections.name).toMatch(/^collections-\d{4}-\d{2}-\d{4}-\d{2}\.pdf$/);

  // Occupancy: today's units and the 12 months, as PDF.
  await openFromHub(page, 'Occupancy');
  await expect(page.getByRole('table', { name: 'Occupancy by rental' })).toContainText('Jua Court');
  expect((await download(page, 'PDF')).bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the income statement counts the general expenses in the total only', async ({ page }) => {
  // Income statement: the last 60 days (the seeded expenses are 3 and 10 days old).
  const to = today();
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 60 * 86_400_000).toISOString();
  await openFromHub(page, 'Income statement');
  await choose(page, 'Period', 'Custom');
  await page.getByLabel('From', { exact: true }).fill(dayInput(from.slice(0, 10)));
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${from.slice(0, 10)}&to=${to}`));
  const statement = page.getByRole('table', { name: 'Income statement by rental' });
  await expect(statement.getByRole('row', { name: /^Legal/ })).toContainText('15,000');
  await expect(page.getByText(/count in the Total only: KES 15,000/)).toBeVisible();
  const statementPdf = await download(page, 'PDF');
  expect(statementPdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
