import { sql, SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Balances kept as entries post (issue 33): `tenant_balances` holds each tenant's rent balance,
 * the sum of their journal entries outside the deposit bucket, so a read is one row and not a
 * pass over the tenant's history (the arrears report, the rent roll and the dashboard read
 * every tenant's balance on each request, while payments arrive every second on rent day).
 *
 * The database keeps it, in the inserting statement's transaction: entries are only ever
 * inserted (migration 0035 refuses UPDATE and DELETE), so adding each new entry to its
 * tenant's row keeps the row equal to the sum, whoever inserts (the ledger module, a bench
 * seed, a restore). On PostgreSQL a statement trigger adds the statement's entries grouped by
 * tenant, in tenant order (two statements lock the rows they share in the same order, so
 * they never deadlock); on SQLite, which has row triggers only, each entry adds itself.
 *
 * A tenant without entries has no row: their balance is 0. The table starts from every
 * tenant's sum, read while no entry can be inserted (the trigger is created first and, on
 * PostgreSQL, the journal is locked against inserts until this migration commits).
 *
 * `unpaid_charges` holds what each tenant who owes owes, by the charge it is left of (the
 * newest charges net of their credit notes that the balance reaches, and the opening
 * balance's part as invoice number 0); the ledger keeps it as it posts (ledger/kept-arrears.ts)
 * and the arrears report ages it. It starts here from the same rule, written in SQL as
 * ledger/owed-charges.ts had it when this migration was written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // On SQLite the rows are stored in key order (an organization's rows side by side), as
  // PostgreSQL reads them through the key's index.
  const clustered = (builder: CreateTableBuilder<string>) =>
    sqlite ? builder.modifyEnd(sql`WITHOUT ROWID`) : builder;
  await db.schema
    .createTable('tenant_balances')
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('tenant_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('balance_cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('tenant_balances_pk', ['organization_id', 'tenant_id'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('unpaid_charges')
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('tenant_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('invoice_number', 'bigint', (col) => col.notNull())
    .addColumn('due_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('unpaid_charges_pk', [
      'organization_id',
      'tenant_id',
      'invoice_number',
    ])
    .$call(clustered)
    .execute();

  if (sqlite) {
    // Kysely runs SQLite's migrations outside a transaction: the trigger and the first sums
    // go in one, so no entry falls between them.
    await db.transaction().execute(async (trx) => {
      await sqliteTrigger(trx);
      await addEverySum(trx);
      await addUnpaidCharges(trx, true);
    });
    return;
  }
  // PostgreSQL's migrations run in a transaction; the lock holds inserts off until it ends.
  await sql`LOCK TABLE ledger_entries IN SHARE ROW EXCLUSIVE MODE`.execute(db);
  await postgresTrigger(db);
  await addEverySum(db);
  await addUnpaidCharges(db, false);
}

async function sqliteTrigger(db: Kysely<unknown>) {
  await sql`CREATE TRIGGER ledger_entries_add_to_balance AFTER INSERT ON ledger_entries
      WHEN NEW.bucket <> 'deposit'
      BEGIN
        INSERT INTO tenant_balances (organization_id, tenant_id, balance_cents)
          VALUES (NEW.organization_id, NEW.tenant_id, NEW.amount_cents)
          ON CONFLICT (organization_id, tenant_id)
          DO UPDATE SET balance_cents = balance_cents + excluded.balance_cents;
      END`.execute(db);
}

async function postgresTrigger(db: Kysely<unknown>) {
  await sql`CREATE FUNCTION ledger_entries_add_to_balances() RETURNS trigger
      LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        INSERT INTO tenant_balances (organization_id, tenant_id, balance_cents)
          SELECT organization_id, tenant_id, sum(amount_cents)
          FROM new_entries WHERE bucket <> 'deposit'
          GROUP BY organization_id, tenant_id
          ORDER BY organization_id, tenant_id
          ON CONFLICT (organization_id, tenant_id)
          DO UPDATE SET balance_cents = tenant_balances.balance_cents + excluded.balance_cents;
        RETURN NULL;
      END $$`.execute(db);
  await sql`CREATE TRIGGER ledger_entries_add_to_balances AFTER INSERT ON ledger_entries
      REFERENCING NEW TABLE AS new_entries
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_add_to_balances()`.execute(db);
}

async function addEverySum(db: Kysely<unknown>) {
  await sql`INSERT INTO tenant_balances (organization_id, tenant_id, balance_cents)
    SELECT organization_id, tenant_id, sum(amount_cents)
    FROM ledger_entries WHERE bucket <> 'deposit'
    GROUP BY organization_id, tenant_id`.execute(db);
}

/** The invoice types that charge the rent balance, as ledger-kinds.ts had them (0035's list). */
const charges = sql.join(
  [
    'Rental Invoice Bill',
    'Water Invoice Bill',
    'Service Charge Bill',
    'Late Fee',
    'One-off Charge',
  ].map((type) => sql.lit(type)),
);

async function addUnpaidCharges(db: Kysely<unknown>, sqlite: boolean) {
  // Each charge of a tenant who owes, net of its credit notes, newest first with the running
  // total of it and the newer ones: the part of it the balance reaches is unpaid.
  await sql`INSERT INTO unpaid_charges (organization_id, tenant_id, invoice_number, due_date, cents)
    SELECT organization_id, tenant_id, number, due_date,
      CASE WHEN balance - (through - cents) >= cents THEN cents
        ELSE balance - (through - cents) END
    FROM (
      SELECT i.organization_id, i.tenant_id, i.number, i.due_date, b.balance_cents AS balance,
        i.amount_cents - coalesce(c.cents, 0) AS cents,
        sum(i.amount_cents - coalesce(c.cents, 0)) OVER (PARTITION BY i.tenant_id
          ORDER BY i.number DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS through
      FROM invoices i
      JOIN tenant_balances b ON b.organization_id = i.organization_id AND b.tenant_id = i.tenant_id
      LEFT JOIN (SELECT invoice_id, sum(amount_cents) AS cents FROM credit_notes
        WHERE invoice_id IS NOT NULL GROUP BY invoice_id) c ON c.invoice_id = i.id
      WHERE b.balance_cents > 0 AND i.invoice_type IN (${charges})
    ) ranked
    WHERE through - cents < balance
      AND CASE WHEN balance - (through - cents) >= cents THEN cents
        ELSE balance - (through - cents) END > 0`.execute(db);
  // What the charges leave over is the opening balance, due the day before the tenant was added.
  const addedOn = sqlite
    ? sql`date(t.created_at, '+3 hours', '-1 day')`
    : sql`to_char((cast(t.created_at as timestamptz) at time zone 'Africa/Nairobi')::date - 1,
        'YYYY-MM-DD')`;
  await sql`INSERT INTO unpaid_charges (organization_id, tenant_id, invoice_number, due_date, cents)
    SELECT b.organization_id, b.tenant_id, 0, ${addedOn}, b.balance_cents - coalesce(u.cents, 0)
    FROM tenant_balances b
    JOIN tenants t ON t.id = b.tenant_id
    LEFT JOIN (SELECT tenant_id, sum(cents) AS cents FROM unpaid_charges GROUP BY tenant_id) u
      ON u.tenant_id = b.tenant_id
    WHERE b.balance_cents - coalesce(u.cents, 0) > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`DROP TRIGGER IF EXISTS ledger_entries_add_to_balance`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS ledger_entries_add_to_balances ON ledger_entries`.execute(db);
    await sql`DROP FUNCTION IF EXISTS ledger_entries_add_to_balances()`.execute(db);
  }
  await db.schema.dropTable('unpaid_charges').execute();
  await db.schema.dropTable('tenant_balances').execute();
}
