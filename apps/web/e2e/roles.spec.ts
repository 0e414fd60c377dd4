import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { seedTeam, type SeededTeam } from './support/seeded-team';

/**
 * Roles in the browser (issue 28): a caretaker limited to Sunrise Court and an accountant, each
 * on a 360 px phone, see only their screens; a money screen typed in tells the caretaker it is
 * not for their role. The owner's role dialog and a caretaker's view are kept as screenshots
 * (360 and 1366 px) to look at.
 */
const shots = fileURLToPath(new URL('../../../test-results/roles-screens/', import.meta.url));

let caretakers: SeededTeam;
let accountants: SeededTeam;

test.beforeAll(async ({ request }) => {
  caretakers = await seedTeam(request, { role: 'caretaker', firstname: 'Juma', onlySunrise: true });
  accountants = await seedTeam(request, { role: 'accountant', firstname: 'Wanjiru' });
});

async function openAs(page: Page, token: string, path: string) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
}

/** The phone drawer's page links, by name (Help left out). */
async function drawerLinks(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main' });
  await drawer.getByRole('link').first().waitFor();
  const names = await drawer.getByRole('link').allInnerTexts();
  await page.keyboard.press('Escape');
  // The drawer's heading (the product's name, a link home) and Help are there for every role.
  const everyRole = ['Rental Manager', 'Help'];
  return names.map((name) => name.trim()).filter((name) => name && !everyRole.includes(name));
}

test.describe('roles at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a caretaker sees their rental, tenants without balances, readings, and no money', async ({
    page,
  }) => {
    const team = caretakers;
    await openAs(page, team.member.token, '/dashboard');
    // No dashboard sums for a caretaker: they land on their rentals.
    await expect(page).toHaveURL(/\/rentals$/, { timeout: 30_000 });
    // The repairs board too (issue 32): a caretaker reports and follows repairs, with no money.
    expect(await drawerLinks(page)).toEqual(['Rentals', 'Tenants', 'Water Readings', 'Repairs']);
    const main = page.getByRole('main');
    await expect(main.getByText('Sunrise Court')).toBeVisible();
    await expect(main.getByText('Baraka Flats')).toHaveCount(0);
    await expect(main.getByRole('link', { name: /new rental/i })).toHaveCount(0);
    await page.screenshot({ path: `${shots}caretaker-rentals-360.png`, fullPage: true });

    await page.goto('/tenants');
    await expect(main.getByText('Otieno Barasa')).toBeVisible();
    await expect(main.getByText(/owes/i)).toHaveCount(0);
    await expect(main.getByRole('link', { name: /new tenant/i })).toHaveCount(0);

    await page.goto(`/tenant-details/${team.tenantId}`);
    await expect(main.getByRole('heading', { name: 'Otieno Barasa' })).toBeVisible();
    await expect(main.getByText('Current balance')).toHaveCount(0);
    await expect(main.getByText('29876543')).toHaveCount(0);
    await expect(main.getByRole('link', { name: /end tenancy/i })).toHaveCount(0);
    await page.screenshot({ path: `${shots}caretaker-tenant-360.png`, fullPage: true });

    await page.goto('/water-readings');
    await expect(main.getByRole('link', { name: /new reading/i })).toBeVisible();

    await page.goto('/transactions/all');
    await expect(main.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await page.screenshot({ path: `${shots}caretaker-not-for-role-360.png`, fullPage: true });
  });

  test('an accountant sees money, reports and tenants read-only, and no settings', async ({
    page,
  }) => {
    const team = accountants;
    await openAs(page, team.member.token, '/dashboard');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({
      timeout: 30_000,
    });
    expect(await drawerLinks(page)).toEqual([
      'Dashboard',
      'Rentals',
      'Tenants',
      'Arrears',
      'Transactions',
      'Unallocated Payments',
      'Expenses',
      'Reports',
      'Messages',
    ]);
    const main = page.getByRole('main');
    await page.goto('/tenants');
    await expect(main.getByText('Otieno Barasa')).toBeVisible();
    await expect(main.getByRole('link', { name: /new tenant/i })).toHaveCount(0);
    await page.goto(`/tenant-details/${team.tenantId}`);
    // The summary's balance (the statement below repeats it in its own words).
    await expect(main.getByRole('term').filter({ hasText: 'Current balance' })).toBeVisible();
    await expect(main.getByRole('link', { name: /end tenancy/i })).toHaveCount(0);
    await page.goto('/reports');
    await expect(main.getByRole('heading', { name: 'Not for your role' })).toHaveCount(0);
    await page.goto('/settings');
    await expect(main.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await page.screenshot({ path: `${shots}accountant-settings-360.png`, fullPage: true });
  });
});

for (const { width, height } of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  for (const language of ['en', 'sw'] as const) {
    test(`the owner's role dialog and a caretaker's tenants (${width} px, ${language})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height });
      const team = caretakers;
      await request.put('/api/user/language', {
        headers: { 'x-auth-token': team.ownerToken },
        data: { language },
      });
      await openAs(page, team.ownerToken, '/settings?tab=team');
      await page.getByRole('list').getByText('Juma Kariuki').waitFor();
      await page
        .getByRole('button', {
          name:
            language === 'en'
              ? 'Change the role of Juma Kariuki'
              : 'Badilisha jukumu la Juma Kariuki',
        })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').first().waitFor();
      await page.screenshot({ path: `${shots}team-role-dialog-${width}-${language}.png` });
      await dialog.getByRole('combobox').nth(1).click();
      await page.screenshot({ path: `${shots}team-role-rentals-${width}-${language}.png` });
    });
  }
}

test(`a caretaker's tenants at 1366 px`, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, caretakers.member.token, '/tenants');
  await expect(page.getByRole('main').getByText('Otieno Barasa')).toBeVisible();
  await page.screenshot({ path: `${shots}caretaker-tenants-1366.png`, fullPage: true });
});
