import type { Clock } from '../../src/lib/clock.js';

/** A clock the test moves by hand: lockouts and session expiry without waiting. */
export function testClock(start = new Date('2026-03-02T06:00:00.000Z')) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advanceMinutes(minutes: number) {
      now += minutes * 60_000;
    },
    advanceDays(days: number) {
      now += days * 86_400_000;
    },
    /** Jumps to an instant (ISO-8601). */
    set(instant: string) {
      now = Date.parse(instant);
    },
  };
}
