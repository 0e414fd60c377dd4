import { expect, test } from '@playwright/test';
import { signInThroughForm, signOut, signUpThroughForm } from './support/accounts';
import { countMessagesTo, readCode } from './support/sms-simulator';
import { alertWith } from './support/ui';

/**
 * An owner who forgot their PIN is back in within a minute: a code by SMS (read from the
 * Africa's Talking simulator, the platform SMS account), a new PIN, signed in; the old PIN
 * no longer works. On a phone and on a desktop.
 */
const viewports = [
  { name: 'phone', size: { width: 360, height: 740 } },
  { name: 'desktop', size: { width: 1366, height: 768 } },
] as const;

for (const { name, size } of viewports) {
  test(`a landlord who forgot the PIN sets a new one with a code by SMS (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const account = await signUpThroughForm(page, 'Njeri');
    await page.goto('/dashboard');
    await signOut(page);

    await page.getByRole('link', { name: 'Forgot PIN?' }).click();
    await expect(page).toHaveURL(/\/forgot-pin$/);
    await expect(page.getByRole('heading', { name: 'Forgot your PIN?' })).toBeVisible();

    const before = await countMessagesTo(account.phonenumber);
    await page.getByLabel('Phone Number').fill(account.phonenumber);
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await expect(page.getByRole('heading', { name: 'Set a new PIN' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `If ${account.phonenumber} is registered, we have sent a code by SMS.`,
    );
    const code = await readCode(account.phonenumber, before);

    // A wrong code is refused with the tries left; the right one sets the PIN.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Code from the SMS').fill(wrong);
    await page.getByLabel('New Pin', { exact: true }).fill('7351');
    await page.getByLabel('Confirm New Pin').fill('7351');
    await page.getByRole('button', { name: 'SET NEW PIN AND SIGN IN' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-pin$/);

    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByRole('button', { name: 'SET NEW PIN AND SIGN IN' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Njeri' })).toBeVisible();

    // The old PIN no longer works; the new one does.
    await signOut(page);
    await signInThroughForm(page, account.phonenumber, account.pin);
    await expect(alertWith(page, 'Wrong phone number or PIN')).toBeVisible();
    await signInThroughForm(page, account.phonenumber, '7351');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('Forgot PIN answers the same for a number nobody registered', async ({ page }) => {
  await page.goto('/forgot-pin');
  await page.getByLabel('Phone Number').fill('0799999999');
  await page.getByRole('button', { name: 'SEND CODE' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If 0799999999 is registered, we have sent a code by SMS.',
  );
  expect(await countMessagesTo('0799999999')).toBe(0);
});
