import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSessionCleanup } from '../../src/jobs/session-cleanup.js';
import { signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

describe('expired session cleanup', () => {
  it('removes sessions unused for 30 days and keeps the live ones', async () => {
    await signUp(t.app); // unused from now on
    time.advanceDays(25);
    const fresh = await signUp(t.app);
    time.advanceDays(6);

    const stop = startSessionCleanup(t.db, time.clock, (error) => {
      throw error;
    });
    stop();
    await expect
      .poll(async () =>
        (await t.db.selectFrom('sessions').select('user_id').execute()).map((row) => row.user_id),
      )
      .toEqual([fresh.user.userid]);
  });
});
