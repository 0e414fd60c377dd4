import { expect, test, type Page } from '@playwright/test';
import {
  expectSignInRules,
  signInThroughForm,
  signUpThroughForm,
  type NewAccount,
} from './support/accounts';
import { sayer } from './support/say';

const say = sayer('sw');

/**
 * /sign-in as the server sends it: rendered at build time (scripts/prerender.mjs), shown before
 * any script, then made to work by its own small script (src/sign-in), without the app. Each
 * test opens it afresh from the server, as a visitor's first page.
 */

/** An account of its own, signed out again: only its phone number and PIN are kept. */
async function newAccount(page: Page): Promise<NewAccount> {
  const account = await signUpThroughForm(page);
  await page.evaluate(() => localStorage.clear());
  return account;
}

test('the page is all there without JavaScript, and cannot be sent without it', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sign-in?next=%2Ftenants');
  await expect(page).toHaveTitle('Sign in · Rental Manager');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByLabel('Phone Number')).toBeVisible();
  await expect(page.getByLabel('Pin', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot PIN?' })).toHaveAttribute(
    'href',
    '/forgot-pin',
  );
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/sign-up');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeDisabled();
  await context.close();
});

test('signs in from the page the server sent, into the page asked for', async ({ page }) => {
  const account = await newAccount(page);
  await page.goto('/sign-in?next=%2Fuser');
  await signInThroughForm(page, account.phonenumber, account.pin);
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Change Pin' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Signed in, the sign-in page goes straight on: to the page asked for, or the dashboard.
  await page.goto('/sign-in?next=%2Ftenants');
  await expect(page).toHaveURL(/\/tenants$/);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('shows the rules and the server answer, and never puts the PIN in the address', async ({
  page,
}) => {
  const account = await newAccount(page);
  const submitted: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) submitted.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Please enter phone number')).toBeVisible();
  await expect(page.getByText('Please enter your 4 digit pin')).toBeVisible();

  await expectSignInRules(page);

  await signInThroughForm(page, account.phonenumber, '9999');
  const alert = page.getByRole('alert').filter({ hasText: 'Wrong phone number or PIN' });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(submitted.filter((request) => !request.endsWith('/sign-in'))).toEqual([]);

  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();
  await page.getByLabel('Pin', { exact: true }).fill(account.pin);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an address that is not on this site is not followed after sign-in', async ({ page }) => {
  const account = await newAccount(page);
  await page.goto('/sign-in?next=%2F%2Fevil.example%2Fx');
  await signInThroughForm(page, account.phonenumber, account.pin);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
});

test('the language switch turns the page to Kiswahili; the choice stays, and is the user’s after sign-in', async ({
  page,
}) => {
  const account = await newAccount(page);
  await page.goto('/sign-in');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Kiswahili');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('auth:signIn.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  // The next visit starts in Kiswahili, before the page has finished loading.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('auth:signIn.title'));
  await expect(page).toHaveTitle('Ingia · Rental Manager');
  await page.getByLabel(say('common:fields.phonenumber')).fill(account.phonenumber);
  await page.getByLabel(say('auth:fields.pin')).fill('99');
  await page.getByRole('button', { name: say('auth:signIn.submit') }).click();
  await expect(page.getByText(say('validation:pinFormat'))).toBeVisible();

  await page.getByLabel(say('auth:fields.pin')).fill(account.pin);
  await page.getByRole('button', { name: say('auth:signIn.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  // Saved for the user: the next device they sign in on speaks Kiswahili too.
  await expect(async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await page.request.get('/api/auth/user', {
      headers: { 'x-auth-token': token ?? '' },
    });
    expect((await response.json()).user.language).toBe('sw');
  }).toPass();
});
