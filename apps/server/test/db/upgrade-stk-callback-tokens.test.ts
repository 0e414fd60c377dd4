import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// A push in flight at the upgrade keeps every value and gets no token: its callback still
// comes on the old server-wide secret, which settles such pushes only (stk-callback-token
// test). Its stored callbacks keep theirs, marked as from the old path.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to per-push STK callback tokens (migration 0029)', () => {
  it('keeps pending pushes and their callbacks, without a token', async () => {
    const database = await databaseAt('0028-money-in');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO stk_requests (id, organization_id, purpose, tenant_id, user_id,
      user_name, plan_id, shortcode, checkout_request_id, merchant_request_id, phone,
      amount_cents, description, status, result_code, result_desc, receipt, transaction_id,
      created_at, updated_at) VALUES ('s1', 'o1', 'subscription', NULL, NULL, 'Amina Wanjiru',
      'standard', '174379', 'ws_CO_1', 'mr-1', '254712345678', 185000, 'Standard', 'pending',
      NULL, NULL, NULL, NULL, ${at}, ${at})`.execute(db);
    await sql`INSERT INTO stk_callbacks (id, checkout_request_id, payload, received_at)
      VALUES ('c1', 'ws_CO_1', '{}', ${at})`.execute(db);

    await migrateToLatest(database.handle);

    const push = await db.selectFrom('stk_requests').selectAll().executeTakeFirstOrThrow();
    expect(push).toMatchObject({
      id: 's1',
      status: 'pending',
      checkout_request_id: 'ws_CO_1',
      amount_cents: 185000,
      created_at: at,
      callback_token_hash: null,
    });
    expect(await db.selectFrom('stk_callbacks').selectAll().execute()).toEqual([
      {
        id: 'c1',
        checkout_request_id: 'ws_CO_1',
        payload: '{}',
        received_at: at,
        callback_token_hash: null,
      },
    ]);
    expect(await db.selectFrom('stk_callback_tokens').selectAll().execute()).toEqual([]);
  });
});
