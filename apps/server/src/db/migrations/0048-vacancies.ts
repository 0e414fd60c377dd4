import type { Kysely } from 'kysely';

/**
 * Vacancies (issue 32): the organization's "alert when a unit is vacant longer than N days"
 * setting, and the alerts given, one per unit and vacancy. The primary key on
 * (organization, unit, vacant since) decides "once only" in the database: two servers running
 * the job at once insert one row between them, and only the inserter alerts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vacancy_settings')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    // Null: no alert.
    .addColumn('alert_after_days', 'integer')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('vacancy_alerts')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('rental_id', 'varchar(36)', (col) => col.notNull())
    // "house:<house number key>" for a unit once let, "room:<room type id>:<n>" for one never let.
    .addColumn('unit_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('vacant_since', 'varchar(10)', (col) => col.notNull())
    .addColumn('house_number', 'varchar(100)')
    .addColumn('room_type', 'varchar(60)', (col) => col.notNull())
    .addColumn('days_vacant', 'integer', (col) => col.notNull())
    .addColumn('alerted_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('vacancy_alerts_pk', [
      'organization_id',
      'rental_id',
      'unit_key',
      'vacant_since',
    ])
    .execute();
  await db.schema
    .createIndex('vacancy_alerts_recent_idx')
    .on('vacancy_alerts')
    .columns(['organization_id', 'alerted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vacancy_alerts').execute();
  await db.schema.dropTable('vacancy_settings').execute();
}
