import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/accounts';
import { onboardJuaCourt, skipCollectRent } from './support/jua-court';
import { alertWith, choose, next } from './support/ui';

/**
 * A business tenant, end to end (issue 30): "Kiosk 4 & Sons (K) Ltd" is one name, not a first
 * and a last; the list, Bill now and the bill's SMS greet the business by it. Amounts are typed
 * as Kenyans write them ("8,000"), and billing the same charge twice asks first.
 */
const kiosk = 'Kiosk 4 & Sons (K) Ltd';

test('a business tenant is billed by its one name, and a second bill is asked about', async ({
  page,
}) => {
  test.slow(); // Onboarding, a tenant and two bills.
  const main = page.getByRole('main');
  await signUpThroughForm(page, 'Kamau');
  await onboardJuaCourt(page);
  await skipCollectRent(page);
  await next(page); // no schedule during onboarding
  await next(page, 'GO TO DASHBOARD');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/newtenant');
  await page.getByRole('radio', { name: 'A business' }).check();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await page.getByLabel('Business Name').fill(kiosk);
  await page.getByLabel('Contact Person (optional)').fill('Peter Kamau');
  await page.getByLabel('Phone Number').fill('0722000009');
  await choose(page, 'Apartment', 'Jua Court');
  await choose(page, 'Room Type', /^Bedsitter/);
  await page.getByLabel('House Number').fill('K4');
  await page.getByLabel('Meter Number').fill('JC-K4');
  const rent = page.getByLabel('Opening Rent Balance (KES)');
  await rent.fill('Ksh 8000');
  await rent.blur();
  await expect(rent).toHaveValue('8,000');
  await page.getByLabel('Opening Meter Reading').fill('0');
  await page.getByRole('button', { name: /^(SAVE|ADD TENANT)$/ }).click();
  await expect(alertWith(page, 'Tenant saved')).toBeVisible();

  await page.goto('/tenants');
  await expect(
    main.getByRole('link', { name: new RegExp(`^${kiosk.replace(/[()]/g, '\\$&')}`) }),
  ).toBeVisible();

  // Bill now, with the amount as typed; then the same again, which is asked about first.
  const billKiosk = async () => {
    await page.goto('/transactions/invoices');
    await page.getByRole('button', { name: 'Bill now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bill now' });
    await dialog.getByLabel('Description').fill('Broken window');
    await dialog.getByLabel('Amount (KES)').fill('1,500');
    await dialog.getByLabel('Tenant').fill('Kiosk');
    await page.getByRole('option', { name: new RegExp(`^Kiosk 4`) }).click();
    await dialog.getByRole('button', { name: 'BILL' }).click();
  };
  await billKiosk();
  await expect(alertWith(page, `billed to ${kiosk}: KES 1,500`)).toBeVisible();
  await billKiosk();
  const again = page.getByRole('dialog', { name: 'Billed already?' });
  await expect(again).toContainText(
    /This looks like a duplicate of INV-\d{6}, made .* Bill again\?/,
  );
  await again.getByRole('button', { name: 'BILL AGAIN' }).click();
  await expect(alertWith(page, `billed to ${kiosk}: KES 1,500`)).toBeVisible();

  // The bill's SMS greets the business by its name (held: no paybill yet).
  await page.goto('/messages');
  await expect(main.getByText(`Dear ${kiosk},`, { exact: false }).first()).toBeVisible();
});
