import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Month sums kept as entries post (issue 33): `ledger_month_sums` holds the sum of the journal's
 * entries per organization, month of the effective day (YYYY-MM), rental ('' for none),
 * source type and bucket. What was billed and what was received in whole months (the
 * dashboard's twelve months, collections, the income statement, KRA, owner statements) is then
 * a read of a few rows per month, not a pass over every entry of the months: 2 × 10,000
 * tenants × 12 months is 240,000 entries, which took over a second on SQLite and was read
 * again after every payment on rent day.
 *
 * Kept by the database like tenant_balances (migration 0044), in the inserting statement's
 * transaction, whoever inserts: on PostgreSQL a statement trigger adds the statement's entries
 * grouped by key, in key order (no deadlock between two statements); on SQLite each entry
 * adds itself. The table starts from every entry, read while no entry can be inserted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('ledger_month_sums')
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('rental_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('source_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('bucket', 'varchar(20)', (col) => col.notNull())
    .addColumn('cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('ledger_month_sums_pk', [
      'organization_id',
      'month',
      'rental_id',
      'source_type',
      'bucket',
    ])
    // Stored in key order on SQLite (an organization's months side by side).
    .$call((builder) => (sqlite ? builder.modifyEnd(sql`WITHOUT ROWID`) : builder))
    .execute();

  if (sqlite) {
    // Kysely runs SQLite's migrations outside a transaction: the trigger and the first sums
    // go in one, so no entry falls between them.
    await db.transaction().execute(async (trx) => {
      await sqliteTrigger(trx);
      await addEverySum(trx);
    });
    return;
  }
  await sql`LOCK TABLE ledger_entries IN SHARE ROW EXCLUSIVE MODE`.execute(db);
  await postgresTrigger(db);
  await addEverySum(db);
}

async function sqliteTrigger(db: Kysely<unknown>) {
  await sql`CREATE TRIGGER ledger_entries_add_to_month_sum AFTER INSERT ON ledger_entries
      BEGIN
        INSERT INTO ledger_month_sums
          (organization_id, month, rental_id, source_type, bucket, cents)
          VALUES (NEW.organization_id, substr(NEW.effective_on, 1, 7),
            coalesce(NEW.rental_id, ''), NEW.source_type, NEW.bucket, NEW.amount_cents)
          ON CONFLICT (organization_id, month, rental_id, source_type, bucket)
          DO UPDATE SET cents = cents + excluded.cents;
      END`.execute(db);
}

async function postgresTrigger(db: Kysely<unknown>) {
  await sql`CREATE FUNCTION ledger_entries_add_to_month_sums() RETURNS trigger
      LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        INSERT INTO ledger_month_sums
          (organization_id, month, rental_id, source_type, bucket, cents)
          SELECT organization_id, substr(effective_on, 1, 7) AS month,
            coalesce(rental_id, '') AS rental, source_type, bucket, sum(amount_cents)
          FROM new_entries
          GROUP BY 1, 2, 3, 4, 5
          ORDER BY 1, 2, 3, 4, 5
          ON CONFLICT (organization_id, month, rental_id, source_type, bucket)
          DO UPDATE SET cents = ledger_month_sums.cents + excluded.cents;
        RETURN NULL;
      END $$`.execute(db);
  await sql`CREATE TRIGGER ledger_entries_add_to_month_sums AFTER INSERT ON ledger_entries
      REFERENCING NEW TABLE AS new_entries
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_add_to_month_sums()`.execute(db);
}

async function addEverySum(db: Kysely<unknown>) {
  await sql`INSERT INTO ledger_month_sums
      (organization_id, month, rental_id, source_type, bucket, cents)
    SELECT organization_id, substr(effective_on, 1, 7), coalesce(rental_id, ''), source_type,
      bucket, sum(amount_cents)
    FROM ledger_entries
    GROUP BY organization_id, substr(effective_on, 1, 7), coalesce(rental_id, ''), source_type,
      bucket`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`DROP TRIGGER IF EXISTS ledger_entries_add_to_month_sum`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS ledger_entries_add_to_month_sums ON ledger_entries`.execute(
      db,
    );
    await sql`DROP FUNCTION IF EXISTS ledger_entries_add_to_month_sums()`.execute(db);
  }
  await db.schema.dropTable('ledger_month_sums').execute();
}
