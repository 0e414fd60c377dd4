import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';

// Helpers the browser tests share: MUI selects, alerts, data grids, PDF downloads, dates.

export const nairobi = { timeZone: 'Africa/Nairobi' } as const;
/** Today where billing dates are counted, as the app sends it (YYYY-MM-DD). */
export const today = () => new Intl.DateTimeFormat('en-CA', nairobi).format(new Date());
/** A day as the app's date inputs show it and take it typed, day first: '25/11/2026'. */
export const dayInput = (day: string) => day.split('-').reverse().join('/');
export const month = () => new Intl.DateTimeFormat('en-GB', { month: 'long', ...nairobi }).format();

/**
 * Opens a select and picks the option (a string is the whole option name). The select is
 * opened from the keyboard (ArrowDown, as MUI's Select and Autocomplete take it), not clicked:
 * MUI's Select also picks the item under the pointer when the mouse comes up more than 200 ms
 * after the list opened (press, drag, release), and on a busy machine a click's own mouse-up can
 * come that late, over the item the list opened on. The option itself is clicked.
 */
export async function pickOption(
  page: Page,
  select: Locator,
  option: string | RegExp,
  exact?: boolean,
) {
  await expect(select).toBeEnabled();
  await select.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  await listbox.getByRole('option', { name: option, exact }).click();
  await expect(listbox).toBeHidden();
}

/**
 * Waits until the script has taken over `element` of a page rendered at build time (the landing
 * page): until then a click on the element does nothing. The page marks <html> with
 * `data-interactive` once its components are live (landing/landing-app.tsx).
 */
export async function hydrated(element: Locator) {
  await expect(element.page().locator('html[data-interactive]')).toHaveCount(1, {
    timeout: 20_000,
  });
}

/** Opens a select by its label and picks the option (a string is the whole option name). */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await pickOption(page, page.getByLabel(label, { exact: true }), option);
}

/** Presses an onboarding step's NEXT (or `label`) and waits until the next page is shown. */
export async function next(page: Page, label = 'NEXT') {
  const from = page.url();
  await page.getByRole('button', { name: label }).click();
  await expect(page).not.toHaveURL(from);
}

export function alertWith(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The data rows of a grid (the header row has no grid cells). */
export function rowsOf(grid: Locator): Locator {
  return grid.getByRole('row').filter({ has: grid.page().getByRole('gridcell') });
}

/** The rows of a list that is a grid on a desktop and cards on a phone, by its name. */
export function listRows(page: Page, name: string, phone: boolean): Locator {
  const main = page.getByRole('main');
  return phone
    ? main.getByRole('list', { name }).getByRole('listitem')
    : rowsOf(main.getByRole('grid', { name }));
}

/**
 * The cells of one column of a data grid. A grid wider than the screen renders only the
 * columns in view (on a phone), so this scrolls it sideways until the column is there: each
 * step waits until the grid has had the scroll event and drawn a frame after it, where it
 * renders the columns come into view.
 */
export async function column(grid: Locator, field: string): Promise<Locator> {
  const selector = `[role="gridcell"][data-field="${field}"]`;
  await grid.locator('.MuiDataGrid-virtualScroller').evaluate(async (scroller, cells) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let left = 0; left <= scroller.scrollWidth; left += 100) {
      if (scroller.querySelector(cells)) return;
      const scrolled = new Promise((done) =>
        scroller.addEventListener('scroll', done, { once: true }),
      );
      const from = scroller.scrollLeft;
      scroller.scrollLeft = left;
      if (scroller.scrollLeft !== from) await scrolled;
      await frame();
      await frame();
    }
  }, selector);
  return grid.locator(selector);
}

/** Clicks what makes a PDF in the browser and checks that a PDF file is downloaded. */
export async function expectPdfDownload(page: Page, trigger: Locator) {
  const downloading = page.waitForEvent('download');
  await trigger.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const content = await readFile(await download.path());
  expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/**
 * Downloads the PDF `trigger` makes, keeps it as `name` in the test's output folder, and
 * returns its text (jsPDF writes its text uncompressed).
 */
export async function pdfText(page: Page, trigger: Locator, name: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await trigger.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await download.saveAs(test.info().outputPath(name));
  const text = (await readFile(await download.path())).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  return text;
}

/**
 * Unfolds a phone's filters (behind their Filters button) and waits until they have finished
 * unfolding: a tap while the panel grows can go down on APPLY FILTERS and up on the field
 * above it, as the page moves under it, and is then no click at all.
 */
export async function openFilters(main: Locator) {
  const toggle = main.getByRole('button', { name: /^Filters/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = main.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  // MUI's Collapse marks the end of its transition with this class.
  await expect(panel).toHaveClass(/MuiCollapse-entered/);
}
