// After `vite build`: renders the landing page and sign-in to HTML into dist/landing.html and
// dist/sign-in.html (what / and /sign-in serve), with their CSS inlined so nothing blocks the
// first paint; writes the offline page the service worker shows (dist/offline.html, in English
// and Kiswahili) and stamps its version and the build's asset lists into dist/sw.js, so an
// installed worker fetches a changed page again and caches only this build's assets.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'dist-ssr');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The pages' render functions, built for Node by Vite (CSS imports dropped). */
async function loadRenderers() {
  const entries = {
    landing: 'src/landing/landing-prerender.tsx',
    'sign-in': 'src/sign-in/sign-in-prerender.tsx',
  };
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: ssrOut,
      emptyOutDir: true,
      rollupOptions: { input: entries, output: { entryFileNames: '[name].mjs' } },
    },
  });
  const load = (name) => import(pathToFileURL(path.join(ssrOut, `${name}.mjs`)).href);
  return { ...(await load('landing')), ...(await load('sign-in')) };
}

/** Replaces the stylesheet links Vite wrote with the stylesheets themselves. */
function inlineStylesheets(html) {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_, href) => {
      const css = fs.readFileSync(path.join(dist, href), 'utf8');
      return `<style>${css.trim()}</style>`;
    },
  );
}

/**
 * Takes the page's script and its preloads out of the head and loads them from a small inline
 * script instead, once the browser reports the page's first paint (or after 1.5 s at most): the
 * prerendered page needs no script to show, so nothing competes with its first paint. A reader
 * whose remembered language is not the page's gets them at once, so the page turns to that
 * language as early as it can (landing-main.tsx, sign-in-main.tsx); so does one for whom
 * `eagerIf` (a JavaScript expression) is true.
 */
function deferScripts(html, file, { eagerIf = 'false' } = {}) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error(`${file}: no module script`);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = html.replace(entry[0], '');
  for (const preload of preloads) out = out.replace(preload[0], '');
  const files = JSON.stringify({ entry: entry[1], preloads: preloads.map((match) => match[1]) });
  const loader = `<script>(function(f){var done=false;function load(){if(done)return;done=true;f.preloads.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.src=f.entry;document.body.appendChild(s)}var html=document.documentElement.lang,lang,eager=false;try{lang=localStorage.getItem('language');eager=${eagerIf}}catch(e){}if(lang!=='en'&&lang!=='sw')lang=(navigator.languages||[]).some(function(t){return t.toLowerCase().indexOf('sw')===0})?'sw':'en';if(eager||lang!==html)return load();setTimeout(load,1500);try{new PerformanceObserver(function(){setTimeout(load,0)}).observe({type:'paint',buffered:true})}catch(e){load()}})(${files})</script>`;
  return out.replace('</body>', `${loader}\n  </body>`);
}

/** Renders `page` ({html, title, description}) into dist/<name>.html, where its placeholders are. */
function writePage(name, page, options) {
  const file = path.join(dist, `${name}.html`);
  const html = deferScripts(inlineStylesheets(fs.readFileSync(file, 'utf8')), file, options)
    .replace(`<!--${name}-title-->`, escapeHtml(page.title))
    .replace(`<!--${name}-description-->`, escapeHtml(page.description))
    .replace(`<!--${name}-html-->`, page.html);
  if (html.includes(`<!--${name}-`)) throw new Error(`${file}: a placeholder was left`);
  fs.writeFileSync(file, html);
}

/** The logo, inline: the offline page can load nothing. */
const logo =
  '<svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#1b5e20"/><path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#fff"/></svg>';

/**
 * The offline page, whole in one file. Its button's script is an element, not an onclick
 * attribute: the server's Content-Security-Policy allows the pages' inline scripts by their
 * hashes (taken from these files when it starts), and no inline event handler.
 */
function writeOffline({ offlineTexts }) {
  const en = offlineTexts('en');
  const sw = offlineTexts('sw');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="theme-color" content="#1b5e20">
<title>${escapeHtml(en.title)} · ${escapeHtml(sw.title)}</title>
<style>
body{margin:0;font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2a1f;background:#f4f7f4}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem;text-align:center}
h1,h2{margin:1rem 0 .5rem;color:#1b5e20;font-size:1.5rem}
section{margin-top:2rem;padding-top:1rem;border-top:1px solid #d5ddd5}
button{margin-top:2rem;min-height:48px;padding:0 1.5rem;border:0;border-radius:8px;background:#1b5e20;color:#fff;font:inherit;font-weight:600;cursor:pointer}
</style>
</head>
<body>
<main>
${logo}
<h1>${escapeHtml(en.title)}</h1>
<p>${escapeHtml(en.text)}</p>
<section lang="sw"><h2>${escapeHtml(sw.title)}</h2><p>${escapeHtml(sw.text)}</p></section>
<button type="button" id="retry">${escapeHtml(en.retry)} · <span lang="sw">${escapeHtml(sw.retry)}</span></button>
</main>
<script>document.getElementById('retry').addEventListener('click',function(){location.reload()})</script>
</body>
</html>
`;
  fs.writeFileSync(path.join(dist, 'offline.html'), html);
  return crypto.createHash('sha256').update(html).digest('hex').slice(0, 12);
}

/** The build's files under /assets/ as URL paths; not their .br and .gz copies (not written yet). */
function buildAssets() {
  return fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => `/assets/${file}`)
    .sort();
}

/** What the app's page loads before any screen: its script, preloads and stylesheets. */
function shellAssets() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
}

/**
 * Writes into dist/sw.js the offline page's version and the lists of assets it caches. Each
 * placeholder is a one-item array in the source, so the unstamped file is valid JavaScript.
 */
function stampServiceWorker(offlineVersion) {
  const file = path.join(dist, 'sw.js');
  const stamps = {
    __OFFLINE_PAGE_VERSION__: offlineVersion,
    "['__BUILD_ASSETS__']": JSON.stringify(buildAssets()),
    "['__SHELL_ASSETS__']": JSON.stringify(shellAssets()),
  };
  let source = fs.readFileSync(file, 'utf8');
  for (const [placeholder, value] of Object.entries(stamps)) {
    if (!source.includes(placeholder)) throw new Error(`sw.js: no ${placeholder} placeholder`);
    source = source.replaceAll(placeholder, value);
  }
  fs.writeFileSync(file, source);
}

const renderers = await loadRenderers();
try {
  writePage('landing', renderers.renderLanding('en'));
  // A visitor who still has a session (lib/auth-token.ts) is sent on by the script: at once.
  writePage('sign-in', renderers.renderSignIn('en'), {
    eagerIf: "!!localStorage.getItem('token')",
  });
  stampServiceWorker(writeOffline(renderers));
} finally {
  fs.rmSync(ssrOut, { recursive: true, force: true });
}
