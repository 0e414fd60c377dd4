import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { lockTenants } from '../../src/db/locks.js';
import type { Database } from '../../src/db/types.js';
import { tenantsToBill } from '../../src/modules/invoices/run-repository.js';

// Plans of the invoice run's and the C2B applier's per-batch reads on SQLite, as its planner
// makes them on a database without statistics (a landlord imports tenants and bills the same
// day). Each was quadratic or a scan of the whole organization before: the rent day bench
// found them (docs/benchmarks.md, invoice run).

let raw: SQLite.Database;
let db: Kysely<Database>;
const ran: { sql: string; parameters: readonly unknown[] }[] = [];

beforeAll(async () => {
  raw = new SQLite(':memory:');
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: raw }),
    log: (event) => {
      ran.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await migrateToLatest({ db, dialect: 'sqlite' });
});
afterAll(() => db.destroy());

/** SQLite's plan of the last statement run, one line per step. */
function planOfLast(): string[] {
  const last = ran.at(-1)!;
  const steps = raw.prepare(`explain query plan ${last.sql}`).all(...last.parameters) as {
    detail: string;
  }[];
  return steps.map((step) => step.detail);
}

describe('SQLite query plans of the batch reads', () => {
  it('finds a batch of tenants by primary key, not by reading the organization', async () => {
    // A batch's worth: with a short list SQLite picks the key by itself.
    const batch = Array.from({ length: 1000 }, (_, i) => `tenant-${i}`);
    await lockTenants(db, 'org-1', batch);
    const plan = planOfLast();
    expect(plan.join('\n')).toMatch(
      /^SEARCH tenants USING INDEX sqlite_autoindex_tenants_1 \(id=\?\)/m,
    );
    expect(plan.join('\n')).not.toMatch(/tenants_organization/);
  });

  it('checks each tenant’s prorated move-in rent by tenant, not by the day’s invoices', async () => {
    await tenantsToBill(
      db,
      [{ id: 'schedule-1', organization_id: 'org-1', rental_id: 'rental-1' }],
      '2026-12-01',
    );
    const plan = planOfLast().join('\n');
    // One probe per tenant (SQLite takes the period key with no schedule; PostgreSQL, without
    // statistics, the partial index of migration 0065), never the organization's invoices of
    // the day one by one.
    expect(plan).toMatch(/SEARCH p USING (COVERING )?INDEX \w+ \([^)]*tenant_id=\?[^)]*\)/);
  });
});

describe('the invoice run billing several organizations together', () => {
  it('probes the period key once per tenant, by its own schedule', async () => {
    await tenantsToBill(
      db,
      [
        { id: 'schedule-1', organization_id: 'org-1', rental_id: 'rental-1' },
        { id: 'schedule-2', organization_id: 'org-2', rental_id: 'rental-2' },
      ],
      '2026-12-01',
    );
    const plan = planOfLast().join('\n');
    // The tenants through an organization's index, never all of them; each one's invoice of
    // the date by its schedule's key.
    expect(plan).toMatch(/SEARCH t USING INDEX \w+ \(organization_id=\?/);
    expect(plan).not.toMatch(/SCAN t\b/);
    expect(plan).toMatch(
      /SEARCH i USING (COVERING )?INDEX \w+ \(schedule_id=\? AND billing_date=\? AND tenant_id=\?\)/,
    );
  });
});
