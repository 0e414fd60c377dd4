import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Asked between two units of work of a long job (a billing date, a message, a confirmation):
 * first lets the event loop turn, then answers whether the job was told to stop. The turn
 * matters on SQLite, where every query completes synchronously: without it a whole run is one
 * chain of promise callbacks, and neither a signal (SIGTERM) nor a request is seen until it
 * ends.
 */
export async function stopRequested(signal: AbortSignal | undefined): Promise<boolean> {
  await nextTurn();
  return signal?.aborted ?? false;
}
