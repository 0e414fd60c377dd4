// Budget: the landing page's first load transfers at most 150 KB of gzipped JS + CSS.
// Loads / in Chromium from the real server and gzips every script and stylesheet the page
// actually fetched (lazy chunks it does not fetch do not count; ones it does, do).
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import launch from '../scripts/chromium-launch.json' with { type: 'json' };
import { startProductServer } from './lib.mjs';

const budgetKB = 150;

export async function measureLandingBundle() {
  const server = await startProductServer(3404);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath,
    args: launch.args,
  });
  try {
    const page = await browser.newPage();
    const assets = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push(response);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const files = [];
    for (const response of assets) {
      const body = await response.body();
      files.push({
        file: new URL(response.url()).pathname,
        rawKB: body.length / 1000,
        gzipKB: zlib.gzipSync(body).length / 1000,
      });
    }
    const totalGzipKB = files.reduce((sum, file) => sum + file.gzipKB, 0);
    return { files, totalGzipKB, budgetKB, pass: totalGzipKB <= budgetKB };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureLandingBundle());
}
