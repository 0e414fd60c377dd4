import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/connection.js';
import { hashPin } from '../../src/modules/auth/pin-hash.js';

/**
 * Accounts written straight to the database (one PIN hash for all: Argon2 is slow), for the
 * timing tests' hundreds of registered phones, each with an organization as sign-up makes.
 */
export async function insertAccounts(db: Db, phones: readonly string[], pin: string) {
  const pinHash = await hashPin(pin);
  const now = new Date().toISOString();
  for (const phonenumber of phones) {
    const organizationId = randomUUID();
    await db
      .insertInto('organizations')
      .values({
        id: organizationId,
        name: 'Amina Wanjiru',
        account_type: 'Landlord',
        created_at: now,
        plan_id: null,
        trial_ends_at: now,
        onboarding_step: 'done',
        last_invoice_number: 0,
      })
      .execute();
    await db
      .insertInto('users')
      .values({
        id: randomUUID(),
        organization_id: organizationId,
        role: 'owner',
        firstname: 'Amina',
        lastname: 'Wanjiru',
        phonenumber,
        email: 'amina@example.co.ke',
        status: 'active',
        pin_hash: pinHash,
        failed_pin_attempts: 0,
        locked_until: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/** One class's answer times (ms), in the order asked. */
export interface Timings {
  registered: number[];
  unknown: number[];
}

/**
 * Asks about a registered and an unknown phone in turns, each pair in a random order, so
 * whatever slows the machine meanwhile (other tests, the CI's neighbours) falls on both
 * alike. Times each answer as a client on the same machine sees it. `settled`, untimed, waits
 * for the work a request leaves running after its answer, so that it does not slow the next
 * answer timed (which is more often of the other kind: the test would time the server's load).
 */
export async function timePairs(
  pairs: number,
  ask: (registered: boolean, index: number) => Promise<Response>,
  settled: (registered: boolean, index: number) => Promise<void> = async () => {},
): Promise<Timings> {
  const timings: Timings = { registered: [], unknown: [] };
  const timed = async (registered: boolean, index: number) => {
    const start = performance.now();
    const answer = await ask(registered, index);
    await answer.arrayBuffer();
    (registered ? timings.registered : timings.unknown).push(performance.now() - start);
    await settled(registered, index);
  };
  for (let i = 0; i < pairs; i++) {
    const registeredFirst = Math.random() < 0.5;
    await timed(registeredFirst, i);
    await timed(!registeredFirst, i);
  }
  return timings;
}

export function median(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How well one answer's time tells a registered phone from an unknown one: the best time
 * threshold is chosen on the even-numbered pairs and scored on the odd-numbered ones, so the
 * score of a difference that is not there stays near 0.5 (one of the two classes per guess).
 */
export function holdoutAccuracy({ registered, unknown }: Timings) {
  const half = (values: number[], parity: number) => values.filter((_, i) => i % 2 === parity);
  const train = { registered: half(registered, 0), unknown: half(unknown, 0) };
  const test = { registered: half(registered, 1), unknown: half(unknown, 1) };
  const accuracy = (set: typeof train, threshold: number, slowerIsRegistered: boolean) => {
    const right =
      set.registered.filter((t) => t > threshold === slowerIsRegistered).length +
      set.unknown.filter((t) => t > threshold !== slowerIsRegistered).length;
    return right / (set.registered.length + set.unknown.length);
  };
  let best = { threshold: 0, slowerIsRegistered: true, accuracy: 0 };
  for (const threshold of [...train.registered, ...train.unknown]) {
    for (const slowerIsRegistered of [true, false]) {
      const score = accuracy(train, threshold, slowerIsRegistered);
      if (score > best.accuracy) best = { threshold, slowerIsRegistered, accuracy: score };
    }
  }
  return accuracy(test, best.threshold, best.slowerIsRegistered);
}

/**
 * The difference of the two classes' medians (ms), and its noise: the standard error of that
 * difference, from each class's median absolute deviation (robust to the slow outliers a busy
 * machine adds: 1.4826 MAD estimates the spread, 1.2533 spread / sqrt(n) a median's error).
 */
export function medianDifference({ registered, unknown }: Timings) {
  const standardError = (values: number[]) => {
    const middle = median(values);
    const mad = median(values.map((value) => Math.abs(value - middle)));
    return (1.2533 * 1.4826 * mad) / Math.sqrt(values.length);
  };
  return {
    registered: median(registered),
    unknown: median(unknown),
    difference: median(registered) - median(unknown),
    noise: Math.hypot(standardError(registered), standardError(unknown)),
  };
}
