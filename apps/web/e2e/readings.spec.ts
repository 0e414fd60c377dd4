import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/accounts';
import { a1, a2, onboardJuaCourt, skipCollectRent } from './support/jua-court';
import { alertWith, next } from './support/ui';

/**
 * Water for a whole building, on a phone and on a desktop: Jua Court's two meters started at 0
 * (opening readings given with the tenants). The caretaker types both readings into the
 * building grid, sees usage and cost as they type, a wrong row is refused in place and nothing
 * is saved, then both are saved together. A typo is corrected from the readings list. The bell
 * and the dashboard say what is left before going live.
 */
const viewports = [
  { name: 'phone', size: { width: 360, height: 740 } },
  { name: 'desktop', size: { width: 1366, height: 768 } },
] as const;

for (const { name, size } of viewports) {
  test(`a building's readings are typed in one grid, corrected, and billed from the opening reading (${name})`, async ({
    page,
  }) => {
    test.slow(); // Onboarding, then the grid and the list.
    await page.setViewportSize(size);
    const main = page.getByRole('main');
    await signUpThroughForm(page, 'Wanjiru');
    await onboardJuaCourt(page);
    await skipCollectRent(page); // no paybill: the go-live card below asks for it
    await next(page); // no schedule during onboarding
    await next(page, 'GO TO DASHBOARD');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Not live yet: the dashboard lists the steps left and the bell counts them.
    const goLive = main.getByRole('region', { name: 'Get ready to collect rent' });
    await expect(goLive.getByRole('link')).toHaveText([
      'Set your paybill so invoices tell tenants where to pay',
      'Set an SMS provider and send a test SMS: messages are not sent until then',
      'Create your first invoice schedule',
    ]);
    await expect(page.getByRole('button', { name: 'Notifications: 3 unread' })).toBeVisible();

    await page.goto('/water-readings/building');
    const grid = main.getByRole('table', { name: 'Readings for a building' });
    // Both meters start from their opening reading, 0, given with the tenant today.
    await expect(grid).toContainText(/Last 0 · \d{1,2} \w{3} \d{4}/);
    const reading = (house: string) => page.getByLabel(`Reading of ${house}`);
    await reading('A1').fill('12');
    await expect(grid).toContainText(/12 units · KES 1,800/);
    await reading('A2').fill('7.5');
    await expect(grid).toContainText(/7\.5 units · KES 1,125/);
    await page.screenshot({ path: `test-results/readings-grid-${name}.png`, fullPage: true });

    await page.getByRole('button', { name: 'SAVE 2 READINGS' }).click();
    await expect(page).toHaveURL(/\/water-readings$/);
    await expect(alertWith(page, '2 water readings saved')).toBeVisible();
    await expect(main).toContainText(a1);
    await expect(main).toContainText(a2);

    // Brian's 7.5 was a typo for 5.5: corrected before any invoice.
    await page.getByRole('button', { name: 'Edit reading 7.5 of meter JC-M2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct reading' });
    await dialog.getByLabel('New Reading').fill('5.5');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(alertWith(page, 'Reading corrected')).toBeVisible();
    await expect(main).toContainText(/KES 825/);
    await page.screenshot({ path: `test-results/readings-list-${name}.png`, fullPage: true });

    // A lower reading in the grid is refused in place, and nothing is saved.
    await page.goto('/water-readings/building');
    await reading('A1').fill('3');
    await expect(main).toContainText(
      'Below the previous reading (12). Tick Meter replaced if the meter was changed.',
    );
    await page.getByRole('button', { name: 'SAVE 1 READING' }).click();
    await expect(main).toContainText('Nothing was saved: 1 row needs correcting.');
    await expect(reading('A1')).toHaveAccessibleDescription(/below the previous reading \(12\)/);
  });
}
