// Budget: the landing page's first load transfers at most 100 KB of gzipped JS + CSS.
// Loads / in Chromium from the real server and gzips every script and stylesheet the page
// actually fetched (lazy chunks it does not fetch do not count; ones it does, do), plus the
// stylesheets inlined in its HTML. Beside it, measured the same way in the same run: /sign-in,
// also rendered at build time with an entry of its own (src/sign-in: React, the shared zod
// rules and the sign-in texts; no router, no MUI), for scale.
/* global document -- the inline styles are read in the page */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import launch from '../scripts/chromium-launch.json' with { type: 'json' };
import { startProductServer } from './lib.mjs';

const budgetKB = 100;

async function firstLoad(browser, url) {
  const page = await browser.newPage();
  const assets = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = [];
  for (const response of assets) {
    const body = await response.body();
    files.push({
      file: new URL(response.url()).pathname,
      rawKB: body.length / 1000,
      gzipKB: zlib.gzipSync(body).length / 1000,
    });
  }
  // CSS inlined into the HTML is part of what the page needs too.
  const inlineCss = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join(''),
  );
  if (inlineCss) {
    files.push({
      file: '(inline <style> in the HTML)',
      rawKB: Buffer.byteLength(inlineCss) / 1000,
      gzipKB: zlib.gzipSync(inlineCss).length / 1000,
    });
  }
  await page.close();
  const totalGzipKB = files.reduce((sum, file) => sum + file.gzipKB, 0);
  return { files, totalGzipKB };
}

export async function measureLandingBundle() {
  const server = await startProductServer(3404);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath,
    args: launch.args,
  });
  try {
    const landing = await firstLoad(browser, `${server.url}/`);
    const signIn = await firstLoad(browser, `${server.url}/sign-in`);
    return { ...landing, signIn, budgetKB, pass: landing.totalGzipKB <= budgetKB };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printLandingBundle(landing, verdict) {
  console.log('\nLanding page first load (gzipped JS + CSS actually fetched or inlined):');
  for (const file of landing.files) {
    console.log(
      `  ${file.file}  ${file.rawKB.toFixed(1)} KB raw, ${file.gzipKB.toFixed(1)} KB gzip`,
    );
  }
  console.log(
    `  total ${landing.totalGzipKB.toFixed(1)} KB gzip (/sign-in, measured alike: ${landing.signIn.totalGzipKB.toFixed(1)} KB); budget ${landing.budgetKB} KB: ${verdict(landing.pass)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printLandingBundle(await measureLandingBundle(), (pass) => (pass ? 'PASS' : 'FAIL'));
}
