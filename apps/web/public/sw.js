// The service worker (registered by src/lib/register-service-worker.ts). It does one thing: a
// page opened without a connection shows the offline page instead of the browser's error. It
// caches nothing else: scripts, styles and every /api/ call go to the network as without it,
// so no balance or payment is ever shown from a stale copy. The build stamps the version
// (scripts/prerender.mjs), so a changed offline page replaces the cached one.
/* global self, caches -- a service worker's own globals */
const cacheName = 'offline-__OFFLINE_PAGE_VERSION__';
const offlinePage = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.add(new Request(offlinePage, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name !== cacheName).map((name) => caches.delete(name)),
      );
      // The page's request starts while the worker wakes up: no delay on any navigation.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || new URL(request.url).pathname.startsWith('/api/')) return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) ?? (await fetch(request));
      } catch {
        return (await caches.match(offlinePage, { cacheName })) ?? Response.error();
      }
    })(),
  );
});
