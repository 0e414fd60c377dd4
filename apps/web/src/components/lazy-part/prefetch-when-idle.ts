/**
 * Fetches lazy parts once the phone is idle a while after the first screen: by the time the
 * user opens a menu it is there, yet it never competes with the screen's own code and data on
 * a slow connection. Browsers without requestIdleCallback (Safari) wait the delay only.
 */
export function prefetchWhenIdle(loads: readonly (() => Promise<unknown>)[], delayMs = 3000) {
  const run = () => {
    for (const load of loads) void load().catch(() => undefined);
  };
  const timer = window.setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else run();
  }, delayMs);
  return () => window.clearTimeout(timer);
}
