import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

/**
 * One journal (issue 29): `ledger_entries`, one immutable row per money movement of a tenant
 * (db/types.ts says what each column means and the sign of amount_cents). Built here from
 * today's documents, in set-based statements, so every balance and deposit reads the same
 * before and after:
 * - each tenant's opening rent and water balances (dated their move-in day);
 * - invoices that charge (the Deposit among them; a Pending Bill only reminds);
 * - tenant payments, one entry per non-zero part of their recorded split;
 * - credit notes (a deposit deduction also uses up the deposit held) and deposit refunds.
 * Backfilled entries take ids derived from their document's id (`<id>-<bucket>`): unique,
 * and stable if the statement is read twice. New entries take ordered ids.
 *
 * The database refuses UPDATE and DELETE (and on PostgreSQL TRUNCATE) of entries: a
 * correction is a new entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    // No foreign key: a tenant deleted by mistake leaves their (netted) entries behind.
    .addColumn('tenant_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('rental_id', 'varchar(36)')
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('bucket', 'varchar(16)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('effective_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('posted_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('source_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('source_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('actor_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('corrects_entry_id', 'varchar(64)')
    .execute();
  // A tenant's entries, and every tenant's balance in one grouped pass over this index alone
  // (balances.ts allBalancesSql, deposits.ts): bucket, source and amount are in its leaves.
  await db.schema
    .createIndex('ledger_entries_tenant_idx')
    .on('ledger_entries')
    .columns(['organization_id', 'tenant_id', 'bucket', 'source_type', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_effective_idx')
    .on('ledger_entries')
    .columns(['organization_id', 'effective_on'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_source_idx')
    .on('ledger_entries')
    .columns(['source_type', 'source_id'])
    .execute();

  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await backfill(db, sqlite);
  await refuseChanges(db, sqlite);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`DROP FUNCTION IF EXISTS ledger_entries_immutable()`.execute(db);
  }
}

const columns = sql`(id, organization_id, tenant_id, rental_id, kind, bucket, amount_cents,
  effective_on, posted_at, source_type, source_id, actor_type, actor_id, corrects_entry_id)`;

async function backfill(db: Kysely<unknown>, sqlite: boolean) {
  const day = (column: string) => nairobiDay(column, sqlite);
  // Who recorded a document, as an Actor's role and user id; 'system' when nobody did.
  const actor = (userColumn: string) => sql`coalesce(u.role, 'system'), ${sql.ref(userColumn)}`;

  for (const [bucket, column] of [
    ['rent', 'opening_rent_balance_cents'],
    ['water', 'opening_water_balance_cents'],
  ] as const) {
    await sql`INSERT INTO ledger_entries ${columns}
      SELECT t.id || ${`-opening-${bucket}`}, t.organization_id, t.id, t.rental_id, 'opening',
        ${bucket}, ${sql.ref(`t.${column}`)}, coalesce(t.move_in_date, ${day('t.created_at')}),
        t.created_at, 'tenant', t.id, 'system', NULL, NULL
      FROM tenants t WHERE ${sql.ref(`t.${column}`)} <> 0`.execute(db);
  }

  const posting = invoiceBuckets.map(([type]) => type);
  await sql`INSERT INTO ledger_entries ${columns}
    SELECT i.id || '-' || ${bucketOfInvoiceSql('i.invoice_type')}, i.organization_id,
      i.tenant_id, t.rental_id, i.invoice_type, ${bucketOfInvoiceSql('i.invoice_type')},
      i.amount_cents, ${day('i.invoice_date')}, i.created_at, 'invoice', i.id, 'system', NULL,
      NULL
    FROM invoices i JOIN tenants t ON t.id = i.tenant_id
    WHERE i.invoice_type IN (${sql.join(posting.map((type) => sql.lit(type)))})`.execute(db);

  // A payment's rent entry is what its other parts leave: the parts then add up to its
  // amount, as balances read it, whatever an old row's split says.
  const parts = [
    ['deposit', sql`x.deposit_cents`],
    ['water', sql`x.water_cents`],
    ['servicecharge', sql`x.service_charge_cents`],
    ['other', sql`x.other_cents`],
    [
      'rent',
      sql`x.amount_cents - x.deposit_cents - x.water_cents - x.service_charge_cents
        - x.other_cents`,
    ],
  ] as const;
  for (const [bucket, cents] of parts) {
    await sql`INSERT INTO ledger_entries ${columns}
      SELECT x.id || ${`-${bucket}`}, x.organization_id, x.tenant_id,
        coalesce(x.rental_id, t.rental_id), x.transaction_type, ${bucket}, -(${cents}),
        x.paid_on, x.created_at, 'payment', x.id, ${actor('x.recorded_by')}, NULL
      FROM transactions x JOIN tenants t ON t.id = x.tenant_id
        LEFT JOIN users u ON u.id = x.recorded_by
      WHERE x.transaction_type = 'Tenant Payment' AND ${cents} <> 0`.execute(db);
  }

  // The rent side of a credit note: in the bucket of the invoice it forgives, else rent.
  await sql`INSERT INTO ledger_entries ${columns}
    SELECT c.id || '-credit', c.organization_id, c.tenant_id, t.rental_id, c.kind,
      coalesce(${bucketOfInvoiceSql('i.invoice_type')}, 'rent'), -c.amount_cents,
      ${day('c.created_at')}, c.created_at, 'credit_note', c.id, ${actor('c.created_by')}, NULL
    FROM credit_notes c JOIN tenants t ON t.id = c.tenant_id
      LEFT JOIN invoices i ON i.id = c.invoice_id
      LEFT JOIN users u ON u.id = c.created_by`.execute(db);
  await sql`INSERT INTO ledger_entries ${columns}
    SELECT c.id || '-deposit', c.organization_id, c.tenant_id, t.rental_id, c.kind, 'deposit',
      c.amount_cents, ${day('c.created_at')}, c.created_at, 'credit_note', c.id,
      ${actor('c.created_by')}, NULL
    FROM credit_notes c JOIN tenants t ON t.id = c.tenant_id
      LEFT JOIN users u ON u.id = c.created_by
    WHERE c.kind = 'deposit_deduction'`.execute(db);

  await sql`INSERT INTO ledger_entries ${columns}
    SELECT r.id || '-deposit', r.organization_id, r.tenant_id, t.rental_id, 'deposit_refund',
      'deposit', r.amount_cents, r.refunded_on, r.created_at, 'deposit_refund', r.id,
      ${actor('r.created_by')}, NULL
    FROM deposit_refunds r JOIN tenants t ON t.id = r.tenant_id
      LEFT JOIN users u ON u.id = r.created_by`.execute(db);
}

/**
 * The invoice types that post to the journal and the bucket each posts to, frozen as
 * packages/shared/src/ledger-kinds.ts (invoiceKinds, journalBucketOf) had them when this
 * migration was written (commit 430bfbd), in that order. A Pending Bill posts nothing.
 */
const invoiceBuckets = [
  ['Rental Invoice Bill', 'rent'],
  ['Water Invoice Bill', 'water'],
  ['Service Charge Bill', 'servicecharge'],
  ['Late Fee', 'other'],
  ['One-off Charge', 'other'],
  ['Deposit', 'deposit'],
] as const;

/** The bucket an invoice type posts to (invoiceBuckets), as a CASE. */
function bucketOfInvoiceSql(column: string): RawBuilder<string | null> {
  const cases = invoiceBuckets.map(
    ([type, bucket]) => sql`WHEN ${sql.lit(type)} THEN ${sql.lit(bucket)}`,
  );
  return sql`(CASE ${sql.ref(column)} ${sql.join(cases, sql` `)} END)`;
}

/** The Nairobi day of a stored instant; a column holding a day already is that day. */
function nairobiDay(column: string, sqlite: boolean) {
  const ref = sql.ref(column);
  const ofInstant = sqlite
    ? sql`date(${ref}, '+3 hours')`
    : sql`to_char(cast(${ref} as timestamptz) at time zone 'Africa/Nairobi', 'YYYY-MM-DD')`;
  return sql`(CASE WHEN length(${ref}) = 10 THEN ${ref} ELSE ${ofInstant} END)`;
}

async function refuseChanges(db: Kysely<unknown>, sqlite: boolean) {
  if (sqlite) {
    for (const operation of ['UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.raw(`ledger_entries_no_${operation.toLowerCase()}`)}
        BEFORE ${sql.raw(operation)} ON ledger_entries
        BEGIN SELECT RAISE(ABORT, ${sql.lit(`ledger_entries: ${operation} refused`)}); END`.execute(
        db,
      );
    }
    return;
  }
  await sql`CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger_entries: % refused', TG_OP USING ERRCODE = 'restrict_violation';
    END $$`.execute(db);
  await sql`CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable()`.execute(db);
  await sql`CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_immutable()`.execute(db);
}
