import { sql, type Kysely } from 'kysely';

/** Nairobi is UTC+3 all year: its calendar day of an instant. */
function nairobiDay(instant: string): string {
  return new Date(Date.parse(instant) + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** An opening reading typed with the tenant is one stored within this of the tenant's row. */
const sameWriteMs = 60_000;

/**
 * Billing defects of issue 29.
 *
 * Opening meter readings: a new tenant's opening reading was dated the instant it was typed,
 * so a back-dated tenant's readings dated between move-in and that day were refused. It is
 * now dated the start of the move-in day. Old rows are re-dated only where they are surely
 * such a reading: the tenant's earliest reading, a baseline that is not a meter change,
 * stored within a minute of the tenant row itself (the tenant's creation), with a move-in
 * day before the day it was typed. Moving the earliest reading earlier keeps every chain's
 * order, and a baseline costs nothing, so no bill changes. Anything else is left as it was.
 *
 * Owner statements: a landlord's commission is on rent collected, or by their rule on rent
 * and charges (water, service charge, one-off charges). Existing landlords get 'rent', the
 * rule the product always stated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('landlords')
    .addColumn('commission_base', 'varchar(20)', (col) => col.notNull().defaultTo('rent'))
    .execute();
  const { rows } = await sql<{
    id: string;
    reading_date: string;
    move_in_date: string | null;
    created_at: string;
  }>`
    select w.id, w.reading_date, t.move_in_date, t.created_at
    from water_readings w
    join tenants t on t.id = w.tenant_id and t.organization_id = w.organization_id
    where w.kind = 'baseline' and w.meter_replacement = false
      and not exists (
        select 1 from water_readings e
        where e.tenant_id = w.tenant_id and e.reading_date < w.reading_date
      )`.execute(db);
  for (const row of rows) {
    if (!row.move_in_date) continue;
    const typed = Date.parse(row.reading_date);
    if (Math.abs(typed - Date.parse(row.created_at)) > sameWriteMs) continue;
    if (row.move_in_date >= nairobiDay(row.reading_date)) continue;
    const startOfMoveIn = new Date(`${row.move_in_date}T00:00:00+03:00`).toISOString();
    await sql`update water_readings set reading_date = ${startOfMoveIn}
      where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('landlords').dropColumn('commission_base').execute();
  // The typed instants are not kept: re-dated opening readings stay on their move-in day.
}
