import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSessionCleanup } from '../../src/jobs/session-cleanup.js';
import { signIn, signUp } from '../helpers/accounts.js';
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

    await runSessionCleanup(t.db, time.clock);
    const sessions = await t.db.selectFrom('sessions').select('user_id').execute();
    expect(sessions.map((row) => row.user_id)).toEqual([fresh.user.userid]);
  });

  it('forgets wrong-PIN counts untouched for a day, never a running lock', async () => {
    await signIn(t.app, '0798555001', '0000'); // one wrong PIN, a day old soon
    for (let i = 0; i < 5; i++) await signIn(t.app, '0798555002', '0000'); // locked
    await t.db
      .updateTable('pin_guards')
      .set({ locked_until: '2999-01-01T00:00:00.000Z' })
      .where('phonenumber', '=', '0798555002')
      .execute();
    time.advanceDays(2);
    await signIn(t.app, '0798555003', '0000'); // recent

    await runSessionCleanup(t.db, time.clock);
    const guards = await t.db.selectFrom('pin_guards').select('phonenumber').execute();
    expect(guards.map((row) => row.phonenumber).sort()).toEqual(['0798555002', '0798555003']);
  });
});
