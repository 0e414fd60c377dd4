import { sql, type Kysely } from 'kysely';

/**
 * Move-in: a water reading can be a tenant's baseline (the meter's starting point, billed at
 * nothing), and a tenant can carry a national ID or passport number and a KRA PIN.
 *
 * Existing tenants get their earliest reading treated as the baseline, unless it is already
 * billed: before this release a first reading of 125.5 was billed as 125.5 units from zero.
 * The baseline's usage and cost become 0; the next reading already counts from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('water_readings')
    .addColumn('kind', 'varchar(10)', (col) => col.notNull().defaultTo('reading'))
    .execute();
  await sql`
    update water_readings
    set kind = 'baseline',
        previous_reading_hundredths = reading_hundredths,
        usage_hundredths = 0,
        cost_cents = 0
    where invoice_id is null
      and not exists (
        select 1 from water_readings earlier
        where earlier.tenant_id = water_readings.tenant_id
          and (earlier.reading_date < water_readings.reading_date
            or (earlier.reading_date = water_readings.reading_date
              and earlier.id < water_readings.id))
      )
  `.execute(db);

  await db.schema.alterTable('tenants').addColumn('national_id', 'varchar(20)').execute();
  await db.schema.alterTable('tenants').addColumn('kra_pin', 'varchar(11)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('kra_pin').execute();
  await db.schema.alterTable('tenants').dropColumn('national_id').execute();
  await db.schema.alterTable('water_readings').dropColumn('kind').execute();
}
