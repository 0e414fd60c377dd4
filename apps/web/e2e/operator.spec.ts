import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshPhone, signInThroughForm } from './support/accounts';
import { operatorPhones } from './support/operators';
import { call, signUpThroughApi } from './support/seeded-account';
import { alertWith, dayInput, listRows, pickOption, today } from './support/ui';

/**
 * The operator console, on a phone and on a desktop: an operator (OPERATOR_PHONES) signs in
 * as everyone does, finds the console in the menu, searches for Baraka's organization, puts
 * it on Enterprise with custom limits, extends its trial and suspends it; Baraka then sees
 * why on every screen and cannot change anything, until the operator reactivates it.
 */
const viewports = [
  { name: 'phone', size: { width: 360, height: 740 }, operator: operatorPhones.journeyPhone },
  {
    name: 'desktop',
    size: { width: 1366, height: 768 },
    operator: operatorPhones.journeyDesktop,
  },
] as const;

const pin = '2580';
const reason = 'Cheque bounced twice in March';
const shots = fileURLToPath(new URL('../../../test-results/operator/', import.meta.url));

/** Signs up through the API, onboarding done (a retry signs in the operator made before). */
async function account(api: APIRequestContext, names: [string, string], phonenumber: string) {
  const [firstname, lastname] = names;
  const signedIn = await api.post('/api/auth/login', { data: { phonenumber, pin } });
  const { token } = signedIn.ok()
    ? ((await signedIn.json()) as { token: string })
    : await signUpThroughApi(api, {
        firstname,
        lastname,
        phonenumber,
        email: 'ops@example.co.ke',
        accounttype: 'Landlord',
        pin,
      });
  await call(api, token, 'PUT', '/api/onboarding/progress', { step: 'done' });
  return { token, phonenumber, name: `${firstname} ${lastname}` };
}

/** A full-page screenshot to look at, and the check that the page never scrolls sideways. */
async function shot(page: Page, size: string, step: string) {
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}${size}-${step}.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${step}: no sideways scroll`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const { name, size, operator } of viewports) {
  test(`an operator sets Enterprise, extends a trial, suspends and reactivates (${name})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const phone = name === 'phone';
    const main = page.getByRole('main');
    const owner = await account(request, ['Baraka', 'Mwangi'], freshPhone());
    await call(request, owner.token, 'POST', '/api/rental/new-rental', {
      rentalname: 'Baraka Court',
      rentallocation: 'Rongai, Kajiado',
    });
    await account(request, ['Otieno', 'Ouma'], operator);

    // The operator signs in as everyone does; the console is in the menu.
    await page.goto('/sign-in');
    await signInThroughForm(page, operator, pin);
    await expect(page).toHaveURL(/\/dashboard$/);
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Operator console' }).click();
    await expect(page).toHaveURL(/\/operator\/organizations$/);
    const rows = listRows(page, 'Organizations', phone);
    await expect(rows.nth(1)).toBeVisible();

    // Searched by the owner's phone, in the address: one organization, on the free trial.
    await main.getByRole('searchbox', { name: 'Search' }).fill(owner.phonenumber);
    await expect(page).toHaveURL(new RegExp(`\\?q=${owner.phonenumber}$`));
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(owner.name);
    await expect(row).toContainText('Trial');
    await expect(row).toContainText('1 / 2 rentals');
    await shot(page, name, '1-organizations');

    // Enterprise at KES 12,000 a month: 10 users, no limit on rentals, to the end of next year.
    await row.getByRole('button', { name: `Set plan for ${owner.name}` }).click();
    const plan = page.getByRole('dialog', { name: `Set the plan of ${owner.name}` });
    await pickOption(
      page,
      plan.getByRole('combobox', { name: 'Plan' }),
      'Enterprise: agreed terms',
    );
    await plan.getByLabel('Price (KES a month)').fill('12000');
    await plan.getByLabel('Users', { exact: true }).fill('10');
    await plan.getByRole('checkbox', { name: 'No limit on Rentals' }).check();
    await plan.getByLabel('Tenants', { exact: true }).fill('500');
    await plan.getByLabel('Invoices a month', { exact: true }).fill('1000');
    const contractEnd = `${Number(today().slice(0, 4)) + 1}-12-31`;
    await plan.getByLabel('Contract end (optional)').fill(dayInput(contractEnd));
    await shot(page, name, '2-set-plan');
    // Every operator change asks for the operator's PIN again.
    await plan.getByLabel('Your PIN').fill(pin);
    await plan.getByRole('button', { name: 'SAVE' }).click();
    await expect(plan).toBeHidden();
    await expect(alertWith(page, `${owner.name} is now on Enterprise`)).toBeVisible();
    await expect(row).toContainText('KES 12,000 a month');
    await expect(row).toContainText(`Contract to 31 Dec ${contractEnd.slice(0, 4)}`);
    await expect(row).toContainText('1 / 10 users');
    await expect(row).toContainText('1 rental, no limit');
    await expect(row).toContainText('0 / 500 tenants');

    // Two more weeks of the free month: the row shows the day the alert names.
    await row.getByRole('button', { name: `Extend trial of ${owner.name}` }).click();
    const trial = page.getByRole('dialog', { name: `Extend the trial of ${owner.name}` });
    await trial.getByLabel('Days').fill('14');
    // Every operator change asks for the operator's PIN again.
    await trial.getByLabel('Your PIN').fill(pin);
    await trial.getByRole('button', { name: 'EXTEND' }).click();
    const extended = alertWith(page, `The trial of ${owner.name} now ends`);
    await expect(extended).toBeVisible();
    const ends = /now ends (.+)$/.exec((await extended.textContent()) ?? '')?.[1];
    await expect(row).toContainText(`Trial ends ${ends}`);

    // Suspended only with a reason, which the row then shows.
    await row.getByRole('button', { name: `Suspend ${owner.name}` }).click();
    const suspend = page.getByRole('dialog', { name: `Suspend ${owner.name}?` });
    await suspend.getByRole('button', { name: 'SUSPEND' }).click();
    const why = suspend.getByRole('textbox', { name: 'Reason' });
    await expect(why).toHaveAccessibleDescription('Give a reason of 3 to 500 characters');
    await why.fill(reason);
    // Every operator change asks for the operator's PIN again.
    await suspend.getByLabel('Your PIN').fill(pin);
    await suspend.getByRole('button', { name: 'SUSPEND' }).click();
    await expect(alertWith(page, `${owner.name} is suspended`)).toBeVisible();
    await expect(row).toContainText(reason);
    await shot(page, name, '3-suspended');

    // The owner reads their data under a banner saying why; a change is refused.
    const ownerPage = await (await browser.newContext({ viewport: size })).newPage();
    await ownerPage.goto('/sign-in');
    await signInThroughForm(ownerPage, owner.phonenumber, pin);
    await expect(ownerPage).toHaveURL(/\/dashboard$/);
    // The banner, not the refusal of a change below (which also says the account is suspended).
    const banner = ownerPage.getByRole('alert').filter({ hasText: `Reason: ${reason}` });
    await expect(banner).toContainText('This account is suspended');
    await shot(ownerPage, name, '4-owner-banner');
    await ownerPage.goto('/newrental');
    await ownerPage.getByLabel('Rental Name').fill('Baraka Annex');
    await ownerPage.getByLabel('Location').fill('Rongai, Kajiado');
    await ownerPage.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      alertWith(ownerPage, 'This account is suspended, so nothing can be changed'),
    ).toBeVisible();
    await expect(banner).toBeVisible();
    await shot(ownerPage, name, '5-owner-refused');

    // The operator reactivates it; the owner's change then goes through.
    await row.getByRole('button', { name: `Reactivate ${owner.name}` }).click();
    const reactivate = page.getByRole('dialog', { name: `Reactivate ${owner.name}?` });
    await expect(reactivate).toContainText(reason);
    // Every operator change asks for the operator's PIN again.
    await reactivate.getByLabel('Your PIN').fill(pin);
    await reactivate.getByRole('button', { name: 'REACTIVATE' }).click();
    await expect(alertWith(page, `${owner.name} is active again`)).toBeVisible();
    await expect(row).not.toContainText(reason);
    await expect(row).toContainText('Active');

    await ownerPage.reload();
    await expect(banner).toHaveCount(0);
    await ownerPage.getByLabel('Rental Name').fill('Baraka Annex');
    await ownerPage.getByLabel('Location').fill('Rongai, Kajiado');
    await ownerPage.getByRole('button', { name: 'SAVE' }).click();
    await expect(alertWith(ownerPage, 'Rental created successfully')).toBeVisible();
    await ownerPage.context().close();
  });
}
