import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screens, showInApp, type Screen } from './screens';
import { watchCsp } from './csp';
import { englishLeft, visibleTexts } from './english-left';
import { sayer, type Say, type ScreenLanguage } from './say';
import { readSeededAccount, signInAs, type SeededAccount } from './seeded-account';

/** The two sizes every screen is checked at: a phone's 360 px and a desktop's 1366 px. */
export const sizes = {
  phone: { name: 'phone', viewport: { width: 360, height: 740 } },
  desktop: { name: 'desktop', viewport: { width: 1366, height: 768 } },
} as const;

type Size = (typeof sizes)[keyof typeof sizes];

const shots = fileURLToPath(new URL('../../../../test-results/screens/', import.meta.url));

/** The phone's navigation drawer: a screen of its own there. */
const phoneOnly: Screen[] = [
  {
    name: 'navigation-drawer',
    route: '',
    url: () => '/dashboard',
    open: async (page, say) => {
      await page.getByRole('button', { name: say('layout:openMenu') }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

/**
 * Waits until the page shows its data: its heading is there and no loading indicator is left.
 * (Not "network idle": that costs half a second on every screen.)
 */
async function settle(page: Page, say: Say) {
  // Generous: on two busy cores the first screen of a worker compiles the whole app.
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await expect(page.getByText(say('common:loading'))).toHaveCount(0);
  await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
  await transitionsDone(page);
}

/**
 * Waits until the transitions and animations that end (a dialog fading in, a drawer sliding,
 * a button's ripple) have ended, so the page is judged as it stays; those that never end (a
 * pulsing placeholder) are not waited for. Looked at again each frame until none is left: one
 * may start another, or start a frame after the click that caused it.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((done) => requestAnimationFrame(done));
    for (;;) {
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/**
 * The paths the server answers with a document of their own, not the app's: the landing page
 * and sign-in, rendered at build time (apps/server/src/plugins/web.ts). They are loaded; every
 * other screen is shown inside the app (showInApp).
 */
const ownDocuments = new Set(['/', '/sign-in']);

/** An address no route takes: the app shows its not-found page. */
const nowhere = '/no-such-page';

/**
 * Opens `url` in `page`. The first screen of a page, and the landing page and sign-in, are
 * loaded; every other screen is shown inside the app already running there, as a link or the
 * browser's Back does (showInApp): the app's files are not fetched, parsed and started again
 * for each of the hundred screens. On its way the app shows the not-found page (a screen of
 * its own, outside the signed-in layout), so every screen is put on afresh as after a load:
 * nothing of the one before (an open menu or dialog, a form's errors, the same page's other
 * tab or id) is left on it, and its heading tells that it is there.
 */
async function open(page: Page, url: string, inApp: Set<Page>) {
  const path = new URL(url, 'http://app').pathname;
  if (ownDocuments.has(path) || !inApp.has(page)) {
    await page.goto(url);
    if (ownDocuments.has(path)) inApp.delete(page);
    else inApp.add(page);
    return;
  }
  // The pointer leaves the page, as after a load: where the last screen was clicked, the next
  // one may have a button with a tooltip, which a pointer resting over it would show.
  await page.mouse.move(-1, -1);
  if (path !== nowhere && new URL(page.url()).pathname !== nowhere) {
    await showInApp(page, nowhere);
  }
  await showInApp(page, url);
}

let account: SeededAccount;

/**
 * The screenshots are taken on the SQLite pass: the PostgreSQL pass shows the same screens and
 * would only write the same files again.
 */
const saveShots = !process.env.DATABASE_URL;

/**
 * Every screen at one size, with real data: axe-core finds no violation of any impact, the
 * server's Content-Security-Policy blocks nothing (support/csp.ts), the page never scrolls
 * sideways, and a screenshot of each is saved under test-results/screens/ so a reviewer can
 * page through the whole app in a minute. Each size is its own spec file, so the
 * two sizes (and the other browser tests) can run in parallel workers.
 *
 * In Kiswahili (an account, its agent and its tenants that all speak it) each screen must also
 * show no English: no text of the English catalogue and no English sentence (english-left.ts).
 */
export function checkScreens(size: Size, language: ScreenLanguage = 'en') {
  const say = sayer(language);
  const folder = language === 'en' ? size.name : `${size.name}-${language}`;
  test.describe(`${size.name} ${size.viewport.width} px, ${language}`, () => {
    const list = size.name === 'phone' ? [...screens, ...phoneOnly] : screens;
    // One signed-in and one signed-out page for all the screens of a size: the app's files
    // come from the browser's cache after the first screen.
    let signedIn: Page;
    let signedOut: Page;
    let agent: Page;
    let operator: Page;
    /** The pages that have the app running, where a screen is shown without a load (open). */
    const inApp = new Set<Page>();
    /** The Content-Security-Policy violations each page met (csp.ts). */
    const cspWatches = new Map<Page, Awaited<ReturnType<typeof watchCsp>>>();
    test.beforeAll(async ({ browser }, testInfo) => {
      account = await readSeededAccount(language);
      const options = {
        viewport: size.viewport,
        baseURL: testInfo.project.use.baseURL,
        // What a visit before left: the app starts in this language, even signed out.
        storageState: {
          cookies: [],
          origins: [
            {
              origin: testInfo.project.use.baseURL ?? '',
              localStorage: [{ name: 'language', value: language }],
            },
          ],
        },
      };
      const newPage = async () => {
        const page = await (await browser.newContext(options)).newPage();
        cspWatches.set(page, await watchCsp(page));
        return page;
      };
      signedIn = await newPage();
      await signInAs(signedIn, account);
      signedOut = await newPage();
      agent = await newPage();
      await signInAs(agent, account, 'agent');
      operator = await newPage();
      await signInAs(operator, account, 'operator');
    });
    test.afterAll(async () => {
      await signedIn.context().close();
      await signedOut.context().close();
      await agent.context().close();
      await operator.context().close();
    });

    for (const screen of list) {
      test(`${screen.name}: no axe or CSP violation, no sideways scroll`, async () => {
        const signedInAs = { agent, operator };
        const page = screen.signedOut
          ? signedOut
          : screen.signedInAs
            ? signedInAs[screen.signedInAs]
            : signedIn;
        const url = screen.url(account);
        await open(page, url, inApp);
        await settle(page, say);
        // Still where it was sent: a lost session would show the sign-in page instead, and
        // pass every check there. (A route that only redirects changes the address as the
        // screen it sends on to comes up: a moment after its heading, maybe.)
        await expect
          .poll(() => new URL(page.url()).pathname, { message: 'the screen it was sent to' })
          .toBe(screen.landsOn ?? new URL(url, page.url()).pathname);
        if (screen.open) {
          await screen.open(page, say);
          await settle(page, say);
        }
        if (saveShots) {
          await mkdir(`${shots}${folder}`, { recursive: true });
          await page.screenshot({
            path: `${shots}${folder}/${screen.name}.png`,
            fullPage: true,
          });
        }

        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(
          size.viewport.width,
        );
        if (language !== 'en') {
          expect(englishLeft(await visibleTexts(page)), 'English left on the screen').toEqual([]);
        }
        // Only violations are collected: the passes and the rules that do not apply are not
        // needed, and gathering their nodes is a large part of axe's time on a big page.
        const analyze = () =>
          new AxeBuilder({ page })
            .options({ resultTypes: ['violations'] })
            .setLegacyMode(true)
            .analyze();
        let { violations } = await analyze();
        // A colour caught mid-transition (a button enabled by an answer that came after the
        // screen settled, fading from grey to green) is not the colour the page keeps: judged
        // again once the transitions are over. A colour that stays fails both times.
        if (violations.some((violation) => violation.id === 'color-contrast')) {
          await transitionsDone(page);
          ({ violations } = await analyze());
        }
        const found = violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .slice(0, 4)
              .map((n) => `${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1] ?? ''}`)
              .join(' | ')}`,
        );
        expect(found, 'axe-core violations').toEqual([]);
        // The app works under the server's Content-Security-Policy: nothing it loads, runs or
        // styles is blocked (signing in, before the first screen, counts for that screen).
        expect(cspWatches.get(page)?.take(), 'Content Security Policy violations').toEqual([]);
      });
    }
  });
}
