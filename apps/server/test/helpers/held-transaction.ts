import type { Db } from '../../src/db/connection.js';

/** A transaction kept open by heldTransaction. */
export interface HeldTransaction {
  /** Lets the transaction commit. */
  release: () => void;
  /** Settles once it has committed (or failed). */
  done: Promise<void>;
}

/**
 * Runs `take` in a transaction of `db` (another server's pool, in the tests that need one) and
 * keeps the transaction open, with every lock `take` took, until `release` is called; `done`
 * settles once it has committed. Resolves once `take` has finished.
 */
export async function heldTransaction(
  db: Db,
  take: (trx: Db) => Promise<void>,
): Promise<HeldTransaction> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken = () => {};
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const done = db.transaction().execute(async (trx) => {
    await take(trx);
    taken();
    await released;
  });
  // A `take` that fails rejects here rather than leaving the caller waiting.
  await Promise.race([isTaken, done]);
  return { release, done };
}
