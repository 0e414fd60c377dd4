import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Organizations and Enterprise contact requests from before the operator console keep every
// row: organizations with no Enterprise terms and no suspension, requests new in the inbox.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to the operator console (migration 0025)', () => {
  it('keeps organizations and contact requests, the requests new and unchanged since sent', async () => {
    const database = await databaseAt('0024-sms-languages');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`UPDATE organizations SET plan_id = 'enterprise' WHERE id = 'o1'`.execute(db);
    await sql`INSERT INTO contact_requests (id, organization_id, user_id, name, phone, email,
      message, created_at) VALUES ('c1', 'o1', NULL, 'Faith Njeri', '0722111222',
      'faith@example.co.ke', 'We manage 400 units', '2026-02-01T10:00:00.000Z')`.execute(db);

    await migrateToLatest(database.handle);

    const organization = await db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', 'o1')
      .executeTakeFirstOrThrow();
    expect(organization).toMatchObject({
      name: 'Acme',
      plan_id: 'enterprise',
      trial_ends_at: at,
      custom_price_cents: null,
      custom_users_limit: null,
      custom_rentals_limit: null,
      custom_tenants_limit: null,
      custom_invoices_limit: null,
      contract_end: null,
      suspended_at: null,
      suspension_reason: null,
    });
    const request = await db.selectFrom('contact_requests').selectAll().executeTakeFirstOrThrow();
    expect(request).toEqual({
      id: 'c1',
      organization_id: 'o1',
      user_id: null,
      name: 'Faith Njeri',
      phone: '0722111222',
      email: 'faith@example.co.ke',
      message: 'We manage 400 units',
      created_at: '2026-02-01T10:00:00.000Z',
      status: 'new',
      notes: '',
      updated_at: '2026-02-01T10:00:00.000Z',
    });
  });
});
