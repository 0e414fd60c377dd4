/**
 * Registers /sw.js (public/sw.js): it shows the offline page when a page is opened without a
 * connection and keeps the app's hashed /assets/ files on the phone; it caches nothing else
 * (never the API nor a page: no stale balances). After the page has
 * loaded, so it never competes with the page's own files; only in a build, not under Vite's
 * dev server.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (private mode, an old browser): the app works the same online.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
