// The service worker (registered by src/lib/register-service-worker.ts). Two jobs:
//
// 1. A page opened without a connection shows the offline page instead of the browser's error.
// 2. The app's own scripts and styles (/assets/*, named by their content's hash, so a name never
//    changes meaning) come from a cache on this phone after the first time: on prepaid data at
//    a few hundred kbps, downloading the app again on every visit cost most of a screen's wait.
//
// Nothing else is ever cached or answered from a cache: not /api/ (a balance or a payment must
// never be shown from a stale copy), not the HTML pages (they may carry data, and they name the
// current build's assets), nothing from another origin, no other method than GET, no answer but
// a 200. The build (scripts/prerender.mjs) stamps in the offline page's version and the list of
// the current build's assets; that list also makes this file differ after every deploy that
// changed an asset, so the browser installs the new worker, which drops the assets the new
// build no longer has and keeps the rest: a deploy costs the phone only the files it changed.
/* global self, caches -- a service worker's own globals */
const offlineCache = 'offline-__OFFLINE_PAGE_VERSION__';
const offlinePage = '/offline.html';
// One name across builds (unlike the offline page's): assets are kept from one build to the
// next by their hashed names, and pruned one by one on activate.
const assetCache = 'assets';
/** Every file of the current build under /assets/ (stamped by the build). */
const buildAssets = new Set(['__BUILD_ASSETS__']);
/**
 * What the app's page (index.html) loads before any screen: fetched at install so the next
 * visit starts from the phone. Right after the first visit they are in the browser's HTTP
 * cache, so this costs no data then. The screens' own chunks are stored on first use instead:
 * fetching all of them (some megabytes) on prepaid data for screens a caretaker may never open
 * would cost more than it saves.
 */
const shellAssets = ['__SHELL_ASSETS__'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const offline = await caches.open(offlineCache);
      await offline.add(new Request(offlinePage, { cache: 'reload' }));
      // Best effort: a connection lost halfway must not keep the worker (and its offline page)
      // from installing; what is missing is stored when first used.
      const assets = await caches.open(assetCache);
      await Promise.all(
        shellAssets.map(async (path) => {
          if (await assets.match(path)) return;
          try {
            const response = await fetch(path);
            if (isCacheable(response)) await assets.put(path, response);
          } catch {
            // Offline or cut off: stored on first use instead.
          }
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name !== offlineCache && name !== assetCache)
          .map((name) => caches.delete(name)),
      );
      // An asset the current build no longer has is never asked for again by a new page.
      const assets = await caches.open(assetCache);
      for (const request of await assets.keys()) {
        if (!buildAssets.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      // The page's request starts while the worker wakes up: no delay on any navigation.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

/** Only a whole, same-origin, successful answer is kept (not an opaque or partial one). */
function isCacheable(response) {
  return response.status === 200 && response.type === 'basic';
}

/** Cache first: a hashed asset's content never changes under its name. */
async function fromAssetCache(request, path) {
  const assets = await caches.open(assetCache);
  // The server varies on Accept-Encoding, which a script cannot see or set: any copy will do.
  const cached = await assets.match(path, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await assets.put(path, response.clone());
  return response;
}

async function navigate(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(offlinePage, { cacheName: offlineCache })) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (buildAssets.has(url.pathname) && !url.search && !request.headers.has('range')) {
    event.respondWith(fromAssetCache(request, url.pathname));
  }
});
