import { expect, test, type Locator, type Page } from '@playwright/test';
import { readSeededAccount, signInAs } from './support/seeded-account';

/*
 * The top bar's menus load their code when first opened (issue 33), and the first click on
 * the page also puts the buttons' tooltips on, which puts each button on afresh. A menu must
 * still open under its button, not in the page's top left corner.
 */

async function expectUnder(menu: Locator, button: Locator) {
  await expect(menu).toBeVisible();
  // Once its opening transition has ended, the menu stays where it is.
  await expect(async () => {
    const [place, under] = [await menu.boundingBox(), await button.boundingBox()];
    const where = JSON.stringify({ menu: place, button: under });
    expect(place && under, where).toBeTruthy();
    expect(Math.abs(place!.y - (under!.y + under!.height)), where).toBeLessThanOrEqual(24);
    expect(place!.x, where).toBeLessThanOrEqual(under!.x + under!.width);
    expect(place!.x + place!.width, where).toBeGreaterThanOrEqual(under!.x);
  }).toPass({ timeout: 10_000 });
}

async function dashboard(page: Page) {
  await signInAs(page, await readSeededAccount('en'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

// Found by CSS, not by role: an open menu hides the rest of the page from assistive technology.
const bellOf = (page: Page) => page.locator('header button[aria-label^="Notifications"]');
const languageOf = (page: Page) => page.locator('header button[aria-label="Language: English"]');

test('the bell, opened first, shows its menu under it', async ({ page }) => {
  await dashboard(page);
  await bellOf(page).click();
  await expectUnder(page.getByRole('menu'), bellOf(page));
});

test('the language menu, opened first, shows under its button', async ({ page }) => {
  await dashboard(page);
  await languageOf(page).click();
  await expectUnder(page.getByRole('menu'), languageOf(page));
  // Escape closes the menu once it has the focus (its chosen language), which on a busy
  // machine comes a moment after it shows.
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  // The Create menu, the second opened, too.
  const create = page.getByRole('button', { name: 'CREATE' });
  await create.click();
  await expectUnder(page.getByRole('menu'), page.locator('main button', { hasText: 'CREATE' }));
});
