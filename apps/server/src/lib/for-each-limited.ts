import { stopRequested } from './stop-signal.js';

/**
 * Runs `work` over `items` with at most `limit` at once, in order of starting. Once `signal`
 * aborts (shutdown), nothing more is started: the items in progress finish, and those never
 * started are returned.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal | undefined,
  work: (item: T) => Promise<void>,
): Promise<T[]> {
  let next = 0;
  const worker = async () => {
    // Asked before taking an item: other workers may take the last ones meanwhile.
    while (!(await stopRequested(signal)) && next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return items.slice(next);
}
