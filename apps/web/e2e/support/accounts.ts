import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A phone number no other run or test has used: 07 + eight digits from the clock. */
export function freshPhone(): string {
  counter += 1;
  const digits = String(Date.now() * 10 + counter).slice(-8);
  return `07${digits}`;
}

export interface NewAccount {
  firstname: string;
  phonenumber: string;
  pin: string;
}

/**
 * Fills the Account Details form as a newcomer would (a Landlord account unless `accounttype`
 * says Agent) and waits for the next step.
 */
export async function signUpThroughForm(
  page: Page,
  firstname = 'Amina',
  accounttype: 'Landlord' | 'Agent' = 'Landlord',
): Promise<NewAccount> {
  const account = { firstname, phonenumber: freshPhone(), pin: '2580' };
  await page.goto('/sign-up');
  await page.getByLabel('First Name').fill(account.firstname);
  await page.getByLabel('Last Name').fill('Wanjiru');
  await page.getByLabel('Phone Number').fill(account.phonenumber);
  await page.getByLabel('Email').fill('amina@example.co.ke');
  await page.getByLabel('Account Type').click();
  await page.getByRole('option', { name: accounttype }).click();
  await page.getByLabel('User Pin').fill(account.pin);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/register-rentals$/);
  return account;
}

export async function signInThroughForm(page: Page, phonenumber: string, pin: string) {
  await page.getByLabel('Phone Number').fill(phonenumber);
  await page.getByLabel('Pin', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}
