import { setTimeout as sleep } from 'node:timers/promises';
import { createGroupCommit } from '../../lib/group-commit.js';
import { processStoredConfirmations, type ProcessorDeps } from './processor.js';
import { insertCallbacks, type NewCallback } from './repository.js';

/**
 * M-PESA callbacks from the endpoint to the books: stored durably in group commits, answered,
 * then applied in batches in the background (processor.ts), in every server process.
 */
export interface C2bPipeline {
  /** Settles once the callback is committed: then M-PESA may be answered. */
  store: (callback: NewCallback) => Promise<void>;
  /** Settles once every callback stored so far has been applied (tests, shutdown). */
  settled: () => Promise<void>;
  /** Stops taking callbacks' processing further than what is stored: applies it, then stops. */
  close: () => Promise<void>;
}

/**
 * Passes start at most this often. A pass costs a commit and a fixed number of statements
 * however many confirmations it applies: on SQLite, where they run on the thread that answers
 * M-PESA, passes of ~20 confirmations (what arrived during the pass before) took half of that
 * thread at 2,000 a second. A confirmation after a quiet spell is applied at once; under load,
 * those arriving within this interval go in one batch, well within the 1 s a payment has to
 * become visible.
 */
const passIntervalMs = 50;

export function createC2bPipeline(
  deps: ProcessorDeps & { batchSize?: number; passIntervalMs?: number },
): C2bPipeline {
  const intake = createGroupCommit((rows: NewCallback[]) => insertCallbacks(deps.db, rows));
  // Confirmations that failed on their own: kept from pass to pass so they wait their turn.
  const failing = new Map<string, number>();
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  // Confirmations stored since the last pass began: a pass claims every one committed before.
  let unapplied = false;
  let lastPassAt = -Infinity;

  const pass = async () => {
    for (;;) {
      const wait = lastPassAt + (deps.passIntervalMs ?? passIntervalMs) - performance.now();
      if (wait > 0 && !closed) await sleep(wait);
      lastPassAt = performance.now();
      // Kicks while it waited are answered by this pass.
      again = false;
      unapplied = false;
      await processStoredConfirmations(deps, { batchSize: deps.batchSize, failing });
      if (!again) return;
    }
  };
  // One pass at a time in this process; a kick during a pass asks for another after it, as
  // the pass may have claimed its rows before the new ones were committed.
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch(deps.onError)
      .finally(() => {
        running = undefined;
        if (again && !closed) kick();
      });
  };
  const settled = async () => {
    await intake.flushed();
    kick();
    while (running) await running;
  };

  return {
    store: async (callback) => {
      await intake.add(callback);
      if (callback.outcome) return;
      unapplied = true;
      if (!closed) kick();
    },
    settled,
    close: async () => {
      closed = true;
      // What was answered 200 is applied before the process goes (a process that stored
      // nothing does not wait on the database: it may be the reason for the shutdown).
      await intake.flushed();
      if (unapplied || running) await settled();
    },
  };
}
