import { expect, type Page } from '@playwright/test';
import { pickOption } from './ui';
import { countMessagesTo, readCode } from './sms-simulator';

let last = 0;

/**
 * A phone number no other run, test or worker has used: 07, seven digits from the clock (a
 * millisecond count that only goes up in this worker) and the worker's own last digit, so
 * two workers signing up in the same millisecond still differ.
 */
export function freshPhone(): string {
  last = Math.max(last + 1, Date.now());
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return `07${String(last % 10_000_000).padStart(7, '0')}${worker}`;
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
  await pickOption(page, page.getByLabel('Account Type'), accounttype);
  await page.getByLabel('User Pin').fill(account.pin);
  const seen = await countMessagesTo(account.phonenumber);
  await page.getByRole('button', { name: 'NEXT' }).click();
  // The account exists once the code the SMS brought is entered (the platform SMS simulator).
  const code = await readCode(account.phonenumber, seen);
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'CONFIRM AND SIGN UP' }).click();
  await expect(page).toHaveURL(/\/register-rentals$/);
  return account;
}

export async function signInThroughForm(page: Page, phonenumber: string, pin: string) {
  await page.getByLabel('Phone Number').fill(phonenumber);
  await page.getByLabel('Pin', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

/** A phone number and PIN that break the rules: the form says so under each, in the spec's words. */
export async function expectSignInRules(page: Page) {
  await page.getByLabel('Phone Number').fill('712345678');
  await page.getByLabel('Pin', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Phone number should start with 0')).toBeVisible();
  await expect(page.getByText('Your pin should be 4 digit')).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}
