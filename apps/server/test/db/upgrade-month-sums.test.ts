import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';
import { keptMonthSums, monthSumsRecomputed } from '../ledger/document-model.js';

// The month sums (ledger_month_sums, migration 0045) start as the sums of the journal the
// previous release wrote, and every entry inserted afterwards, by any statement, moves them.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

type Entry = [
  id: string,
  on: string,
  rental: string | null,
  source: string,
  bucket: string,
  cents: number,
];

async function insertEntries(db: Db, at: string, rows: Entry[]) {
  const values = rows.map(
    ([id, on, rental, source, bucket, cents]) =>
      sql`(${id}, 'o1', 't1', ${rental}, 'Tenant Payment', ${bucket}, ${cents}, ${on},
        ${at}, ${source}, ${id}, 'system', NULL, NULL)`,
  );
  await sql`INSERT INTO ledger_entries (id, organization_id, tenant_id, rental_id, kind, bucket,
    amount_cents, effective_on, posted_at, source_type, source_id, actor_type, actor_id,
    corrects_entry_id) VALUES ${sql.join(values)}`.execute(db);
}

describe('upgrading to kept month sums (migration 0045)', () => {
  it('starts every month sum from the journal and keeps it as entries are inserted', async () => {
    const database = await databaseAt('0044-kept-balances');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, status, language, kind,
      created_at, updated_at) VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678',
      'A1', 'a1', 'M1', 'm1', 0, 0, 'current', 'en', 'person', ${at}, ${at})`.execute(db);
    await insertEntries(db, at, [
      ['e1', '2026-01-01', 'r1', 'invoice', 'rent', 800_000],
      ['e2', '2026-01-31', 'r1', 'invoice', 'rent', 50_000],
      ['e3', '2026-01-05', 'r1', 'payment', 'rent', -300_000],
      ['e4', '2026-01-05', 'r1', 'payment', 'deposit', -100_000],
      ['e5', '2026-02-01', 'r1', 'payment', 'rent', -500_000],
      ['e6', '2026-02-03', null, 'tenant', 'rent', 20_000],
    ]);

    await migrateToLatest(database.handle);

    expect(await keptMonthSums(db, 'o1')).toEqual([
      '2026-01 r1 invoice rent 850000',
      '2026-01 r1 payment deposit -100000',
      '2026-01 r1 payment rent -300000',
      '2026-02  tenant rent 20000',
      '2026-02 r1 payment rent -500000',
    ]);
    expect(await keptMonthSums(db, 'o1')).toEqual(await monthSumsRecomputed(db, 'o1'));

    // One statement adding to a kept sum twice and starting new ones; then a reversal.
    await insertEntries(db, at, [
      ['e7', '2026-01-20', 'r1', 'invoice', 'rent', 10_000],
      ['e8', '2026-01-21', 'r1', 'invoice', 'rent', 5_000],
      ['e9', '2026-03-01', 'r1', 'invoice', 'water', 45_050],
      ['e10', '2026-03-01', null, 'tenant', 'rent', -20_000],
    ]);
    await insertEntries(db, at, [['e11', '2026-03-02', 'r1', 'payment', 'rent', 500_000]]);
    expect(await keptMonthSums(db, 'o1')).toEqual([
      '2026-01 r1 invoice rent 865000',
      '2026-01 r1 payment deposit -100000',
      '2026-01 r1 payment rent -300000',
      '2026-02  tenant rent 20000',
      '2026-02 r1 payment rent -500000',
      '2026-03  tenant rent -20000',
      '2026-03 r1 invoice water 45050',
      '2026-03 r1 payment rent 500000',
    ]);
    expect(await keptMonthSums(db, 'o1')).toEqual(await monthSumsRecomputed(db, 'o1'));
  });
});
