// Budget: on a slow phone connection (400 kbps both ways, 400 ms latency: Chromium's own
// network emulation), every route shows the branded shell (logo, bar, skeleton; on / and
// /sign-in the page itself, rendered at build time) within 2 s of the navigation's start, instead of a white screen. Also printed: when
// the screen itself is there (its h1). Baseline in the same run, on the same connection: a tiny
// static page from a bare Node server, the floor the connection allows.
/* global window, document, MutationObserver -- watchForShell and the waits run in the page */
import http from 'node:http';
import { chromium } from '@playwright/test';
import launch from '../scripts/chromium-launch.json' with { type: 'json' };
import { signUpBenchUser, startProductServer } from './lib.mjs';

const budgetMs = 2000;
const connection = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};
const routes = [
  { path: '/', signedIn: false },
  { path: '/sign-in', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

/**
 * Before any script of the page: notes (performance.now(), from the navigation's start) when
 * the branded shell, or the landing or sign-in page, and when a screen's h1 first appear in the
 * page.
 */
function watchForShell() {
  const marks = {};
  window.__shellMarks = marks;
  const check = () => {
    if (!marks.shell && document.querySelector('.app-shell__bar, .landing-header, .sign-in')) {
      marks.shell = performance.now();
    }
    if (!marks.screen && document.querySelector('h1')) marks.screen = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function timeRoute(browser, url, token) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  await context.addInitScript(watchForShell);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', connection);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => window.__shellMarks?.shell && window.__shellMarks?.screen,
    null,
    {
      timeout: 60_000,
      polling: 100,
    },
  );
  const marks = await page.evaluate(() => ({
    ...window.__shellMarks,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  await context.close();
  // The shell counts once it is both in the page and painted.
  return { shellMs: Math.max(marks.shell, marks.firstPaint ?? 0), screenMs: marks.screen };
}

function startTinyServer(port) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head><body><div class="app-shell__bar"><h1>Baseline</h1></div></body></html>`;
  const server = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page),
  );
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => server.close() }),
    );
  });
}

export async function measureSlowShell() {
  const server = await startProductServer(3412);
  const tiny = await startTinyServer(3413);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath,
    args: launch.args,
  });
  try {
    const { token } = await signUpBenchUser(server.url, server.readAccountMessages);
    const baseline = await timeRoute(browser, `${tiny.url}/`);
    const results = [];
    for (const route of routes) {
      const times = await timeRoute(browser, `${server.url}${route.path}`, route.signedIn && token);
      results.push({ ...route, ...times, pass: times.shellMs <= budgetMs });
    }
    return { baseline, results, budgetMs, pass: results.every((result) => result.pass) };
  } finally {
    await browser.close();
    tiny.stop();
    await server.stop();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export function printSlowShell(result, verdict) {
  console.log(
    '\nOn a 400 kbps, 400 ms connection (360 px, nothing cached): branded shell, then screen:',
  );
  console.log(`  baseline (tiny static page)  ${seconds(result.baseline.shellMs)}`);
  for (const route of result.results) {
    console.log(
      `  ${route.path.padEnd(28)} shell ${seconds(route.shellMs)}, screen ${seconds(route.screenMs)}; budget shell <= ${seconds(result.budgetMs)}: ${verdict(route.pass)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printSlowShell(await measureSlowShell(), (pass) => (pass ? 'PASS' : 'FAIL'));
}
