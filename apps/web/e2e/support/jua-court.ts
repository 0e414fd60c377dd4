import { expect, type Locator, type Page } from '@playwright/test';
import { alertWith, choose, dayInput, next, today } from './ui';

// Jua Court: the one-building landlord of the billing and M-PESA journeys.

export const a1 = 'Achieng Odhiambo';
export const a2 = 'Brian Kamau';
/** House An's tenant and their opening rent balance: Brian moves in owing KES 1,000. */
export const tenants = [
  { n: 1, fullname: a1, rent: '0' },
  { n: 2, fullname: a2, rent: '1000' },
];

/** Onboarding steps 1-2: Jua Court and its Bedsitters; it ends on step 3, the tenants. */
export async function onboardJuaCourtRooms(page: Page) {
  await page.getByLabel('Rental Name').fill('Jua Court');
  await page.getByLabel('Location').fill('Kasarani, Nairobi');
  await page.getByRole('button', { name: 'ADD RENTAL' }).click();
  await expect(alertWith(page, 'Rental created successfully')).toBeVisible();
  await next(page);
  await choose(page, 'Rental', 'Jua Court');
  await choose(page, 'Room Type', 'Bedsitter');
  await page.getByLabel('Total Units').fill('10');
  await page.getByLabel('Monthly Rent (KES)').fill('8500');
  await page.getByLabel('Water Unit Rate (KES per unit)').fill('150');
  await page.getByRole('button', { name: 'ADD ROOM TYPE' }).click();
  await expect(alertWith(page, 'Room type added')).toBeVisible();
  await next(page);
}

/**
 * Onboarding steps 1-3: Jua Court, its Bedsitters (rent 8,500, water 150), A1 and A2; it ends
 * on step 4, the paybill (collectRentAt or skipCollectRent).
 */
export async function onboardJuaCourt(page: Page) {
  await onboardJuaCourtRooms(page);
  for (const { n, fullname, rent } of tenants) {
    const [firstname = '', lastname = ''] = fullname.split(' ');
    await page.getByLabel('First Name').fill(firstname);
    await page.getByLabel('Last Name').fill(lastname);
    await page.getByLabel('Phone Number').fill(`072200000${n}`);
    await choose(page, 'Apartment', 'Jua Court');
    await choose(page, 'Room Type', /^Bedsitter/);
    await page.getByLabel('House Number').fill(`A${n}`);
    await page.getByLabel('Meter Number').fill(`JC-M${n}`);
    await page.getByLabel('Opening Rent Balance (KES)').fill(rent);
    await page.getByLabel('Opening Water Balance (KES)').fill('0');
    // New meters: water is billed from 0.
    await page.getByLabel('Opening Meter Reading').fill('0');
    await page.getByRole('button', { name: 'ADD TENANT' }).click();
    await expect(alertWith(page, 'Tenant saved')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('');
  }
  await next(page);
}

/** Onboarding step 4: the landlord's own paybill, saved by NEXT; on to the invoices step. */
export async function collectRentAt(page: Page, paybill: string) {
  await expect(page).toHaveURL(/\/register-collect-rent$/);
  await page.getByLabel('Organization Name').fill('Jua Court Homes');
  await page.getByLabel('Paybill Number').fill(paybill);
  await next(page);
  await expect(page).toHaveURL(/\/register-invoices$/);
}

/** Onboarding step 4 skipped: no paybill yet, so invoice SMS will be held until it is set. */
export async function skipCollectRent(page: Page) {
  await expect(page).toHaveURL(/\/register-collect-rent$/);
  await next(page, 'SKIP FOR NOW');
  await expect(page).toHaveURL(/\/register-invoices$/);
}

/** Fills the scheduled-invoice form: `type` for Jua Court, monthly, first sent today. */
export async function schedule(page: Page, type: string) {
  await choose(page, 'Invoice Type', type);
  await choose(page, 'Rental', 'Jua Court');
  await choose(page, 'Billing Frequency', 'Monthly');
  await page.getByLabel('First Invoice Date').fill(dayInput(today()));
}

/** Reloads /messages until it lists `count` messages, all kept in the outbox ('Stored'). */
export async function expectMessages(
  page: Page,
  messages: Locator,
  count: number,
  status: 'Stored' | 'Held' = 'Stored',
) {
  // A busy machine (two browsers and the server on two cores) may take several seconds to
  // start the app on each load: each look waits up to 15 s, a minute in all.
  await expect(async () => {
    await page.goto('/messages');
    await expect(messages).toHaveCount(count, { timeout: 15_000 });
    await expect(messages.filter({ hasText: status })).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}
