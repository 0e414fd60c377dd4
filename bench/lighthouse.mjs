// Budget: Lighthouse (mobile: simulated slow 4G and a 4x slower CPU) scores performance 100 on
// / and at least 95 on /sign-in, and SEO 100 on both. Baseline in the same run: a tiny static
// page from a bare Node server, the best this machine scores at that moment (runs are noisy:
// each page is the median of three).
import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import launch from '../scripts/chromium-launch.json' with { type: 'json' };
import { startProductServer } from './lib.mjs';

const runs = 3;
const budgets = [
  { path: '/', performance: 100, seo: 100 },
  { path: '/sign-in', performance: 95, seo: 100 },
];

const tinyPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The bench's baseline: a page with nothing to load.">
<title>Baseline</title></head><body><h1>Baseline</h1><p>A static page, no script.</p></body></html>`;

function startTinyServer(port) {
  const server = http.createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(tinyPage);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => server.close() }),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Scores (0-100) and the main metrics of one URL, the median of `runs` Lighthouse runs. */
async function audit(chrome, url) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
    });
    const { categories, audits, environment } = result.lhr;
    samples.push({
      performance: Math.round(categories.performance.score * 100),
      seo: Math.round(categories.seo.score * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: environment.benchmarkIndex,
      failedSeo: categories.seo.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null)
        .filter((ref) => audits[ref.id].score < 1)
        .map((ref) => ref.id),
    });
  }
  const byPerformance = [...samples].sort((a, b) => a.performance - b.performance);
  const middle = byPerformance[Math.floor(runs / 2)];
  return {
    ...middle,
    performance: median(samples.map((s) => s.performance)),
    seo: median(samples.map((s) => s.seo)),
    allPerformance: samples.map((s) => s.performance),
  };
}

export async function measureLighthouse() {
  const server = await startProductServer(3405);
  const tiny = await startTinyServer(3407);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? launch.executablePath,
    chromeFlags: ['--headless=new', ...launch.args],
  });
  try {
    const baseline = await audit(chrome, `${tiny.url}/`);
    const pages = [];
    for (const budget of budgets) {
      const scores = await audit(chrome, `${server.url}${budget.path}`);
      const pass = scores.performance >= budget.performance && scores.seo >= budget.seo;
      pages.push({ ...budget, scores, pass });
    }
    return { baseline, pages, pass: pages.every((page) => page.pass) };
  } finally {
    await chrome.kill();
    tiny.stop();
    await server.stop();
  }
}

const describe = (scores) =>
  `performance ${scores.performance} (runs ${scores.allPerformance.join(', ')}), SEO ${scores.seo}; ` +
  `FCP ${(scores.fcpMs / 1000).toFixed(2)} s, LCP ${(scores.lcpMs / 1000).toFixed(2)} s, ` +
  `TBT ${Math.round(scores.tbtMs)} ms, CLS ${scores.cls.toFixed(3)}` +
  (scores.failedSeo.length ? `; SEO audits failed: ${scores.failedSeo.join(', ')}` : '');

export function printLighthouse(result, verdict) {
  console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU), median of 3 runs:');
  console.log(
    `  baseline (static page, no script)  ${describe(result.baseline)}; machine benchmark index ${Math.round(result.baseline.benchmarkIndex)}`,
  );
  for (const page of result.pages) {
    console.log(
      `  ${page.path.padEnd(34)} ${describe(page.scores)}; budget performance >= ${page.performance}, SEO ${page.seo}: ${verdict(page.pass)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureLighthouse();
  printLighthouse(result, (pass) => (pass ? 'PASS' : 'FAIL'));
}
