// Draws the app's home-screen icons (public/icons/*.png) from the logo (public/images/logo.svg)
// in Chromium. Run again after changing the logo: node apps/web/scripts/make-icons.mjs
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import launch from '../../../scripts/chromium-launch.json' with { type: 'json' };

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = fs.readFileSync(`${publicDir}images/logo.svg`, 'utf8');
// The house alone on a full green square, well inside the middle 80% circle that every mask shape keeps.
const fullBleed =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1b5e20"/><g transform="translate(6.4 6.4) scale(0.8)"><path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#fff"/></g></svg>';

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
try {
  fs.mkdirSync(`${publicDir}icons`, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<body style="margin:0;background:transparent">${svg}</body>`);
    await page.screenshot({ path: `${publicDir}icons/${icon.file}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
