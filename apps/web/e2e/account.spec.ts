import { expect, test } from '@playwright/test';
import {
  expectSignInRules,
  signInThroughForm,
  signOut,
  signUpThroughForm,
} from './support/accounts';

test('a newcomer signs up, is greeted by name, signs out and back in', async ({ page }) => {
  const account = await signUpThroughForm(page, 'Wanjiku');
  await expect(page.getByText('User details registered')).toBeVisible();

  await page.goto('/dashboard');
  // New here: "Welcome"; signing in again, "Welcome back".
  await expect(page.getByRole('heading', { name: 'Welcome, Wanjiku' })).toBeVisible();

  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in(\?next=%2Fdashboard)?$/);

  await signInThroughForm(page, account.phonenumber, account.pin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Wanjiku' })).toBeVisible();
});

test('sign-out ends the session on the server, not only in the browser', async ({ page }) => {
  await signUpThroughForm(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.goto('/dashboard');
  await signOut(page);

  const response = await page.request.get('/api/auth/user', {
    headers: { 'x-auth-token': token ?? '' },
  });
  expect(response.status()).toBe(401);
});

test('the sign-in form shows the spec messages and the server answer', async ({ page }) => {
  const account = await signUpThroughForm(page);
  await page.goto('/dashboard');
  await signOut(page);

  await expectSignInRules(page);

  await signInThroughForm(page, account.phonenumber, '9999');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong phone number or PIN' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a guarded page sends a signed-out visitor to sign in, then back', async ({ page }) => {
  const account = await signUpThroughForm(page);
  await page.goto('/dashboard');
  await signOut(page);

  await page.goto('/user');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fuser$/);
  await signInThroughForm(page, account.phonenumber, account.pin);
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Change Pin' })).toBeVisible();
});

test('changing the PIN: a wrong current PIN is refused, the new PIN signs in', async ({ page }) => {
  const account = await signUpThroughForm(page);
  await page.goto('/user');

  await page.getByLabel('Current Pin').fill('1111');
  await page.getByLabel('New Pin', { exact: true }).fill('3691');
  await page.getByLabel('Confirm New Pin').fill('3619');
  await page.getByRole('button', { name: 'CHANGE', exact: true }).click();
  await expect(page.getByText('The PINs do not match')).toBeVisible();

  await page.getByLabel('Confirm New Pin').fill('3691');
  await page.getByRole('button', { name: 'CHANGE', exact: true }).click();
  await expect(page.getByText('The current pin is wrong').first()).toBeVisible();

  await page.getByLabel('Current Pin').fill(account.pin);
  await page.getByRole('button', { name: 'CHANGE', exact: true }).click();
  await expect(page.getByText('User pin updated')).toBeVisible();

  await signOut(page);
  await signInThroughForm(page, account.phonenumber, account.pin);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong phone number or PIN' }),
  ).toBeVisible();
  await signInThroughForm(page, account.phonenumber, '3691');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('deactivating asks for the PIN, says what stops; reactivating flips the button back', async ({
  page,
}) => {
  const account = await signUpThroughForm(page);
  await page.goto('/user');

  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' });
  await expect(dialog).toContainText('Scheduled invoices are not sent');
  await dialog.getByLabel('Your Pin').fill(account.pin === '1111' ? '2222' : '1111');
  await dialog.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(dialog.getByText('The current pin is wrong')).toBeVisible();
  await expect(dialog.getByLabel('Your Pin')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Your Pin').fill(account.pin);
  await dialog.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('User status updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ACTIVATE' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'ACTIVATE' }).click();
  await expect(page.getByRole('button', { name: 'DEACTIVATE' })).toBeVisible();
});
