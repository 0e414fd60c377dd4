import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work a request starts once its answer has been written, so that the answer's time does not
 * depend on it: Forgot PIN answers alike for every phone and stores and sends a registered
 * phone's code afterwards (modules/users/pin-reset.ts). Each task runs on the event loop's next
 * turn, after the answer has left; the server's close waits for the tasks started before it.
 */
export interface AfterAnswer {
  /** Runs `task` after this answer; a failure goes to `onError`. */
  (task: () => Promise<void>, onError: (error: unknown) => void): void;
  /** Resolves once every task started so far has ended (closing, and tests reading effects). */
  settled(): Promise<void>;
}

export function createAfterAnswer(): AfterAnswer {
  const running = new Set<Promise<void>>();
  const run = (task: () => Promise<void>, onError: (error: unknown) => void) => {
    const done: Promise<void> = nextTurn()
      .then(task)
      .catch(onError)
      .finally(() => running.delete(done));
    running.add(done);
  };
  return Object.assign(run, {
    async settled() {
      // A task may start another: wait until none is left.
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  });
}
