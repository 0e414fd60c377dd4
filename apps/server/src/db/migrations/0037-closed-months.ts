import { sql, type Kysely } from 'kysely';

/**
 * Closed months (issue 29, section 4): a month whose books no manual entry may change any
 * more, once per organization and month. A month closes when its KRA Monthly Rental Income
 * return is recorded as filed ('kra-filed') or when the owner closes it ('closed-by-owner').
 * The months already filed are closed here, at the time their first return was recorded, so
 * what was filed before the upgrade stays as filed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('closed_months')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('closed_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('reason', 'varchar(20)', (col) => col.notNull())
    .addColumn('closed_by', 'varchar(36)')
    .addColumn('closed_by_name', 'varchar(200)', (col) => col.notNull())
    .addPrimaryKeyConstraint('closed_months_pk', ['organization_id', 'month'])
    .execute();
  await sql`INSERT INTO closed_months
      (organization_id, month, closed_at, reason, closed_by, closed_by_name)
    SELECT f.organization_id, f.month, f.created_at, 'kra-filed', f.recorded_by,
      f.recorded_by_name
    FROM mri_filings f
    WHERE NOT EXISTS (
      SELECT 1 FROM mri_filings e
      WHERE e.organization_id = f.organization_id AND e.month = f.month
        AND (e.created_at < f.created_at
          OR (e.created_at = f.created_at AND e.landlord_key < f.landlord_key))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('closed_months').execute();
}
