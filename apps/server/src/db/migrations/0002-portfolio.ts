import { sql, type Kysely } from 'kysely';

/**
 * Rentals, room types, tenants and water readings, plus the organization's plan and
 * onboarding progress. Money is integer cents; meter readings are integer hundredths.
 * Uniqueness that protects money (house numbers, meter numbers) is enforced here, on the
 * normalized keys (see packages/shared/src/account-ref.ts), not only in the service.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('plan_id', 'varchar(16)').execute();
  await db.schema
    .alterTable('organizations')
    .addColumn('trial_ends_at', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .execute();
  // Existing organizations get their month of trial from sign-up.
  await sql`update organizations set trial_ends_at = created_at`.execute(db);
  await db.schema
    .alterTable('organizations')
    .addColumn('onboarding_step', 'varchar(16)', (col) => col.notNull().defaultTo('rentals'))
    .execute();

  await db.schema
    .createTable('rentals')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('location', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('rentals_name_unique', ['organization_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('room_types')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('rental_id', 'varchar(36)', (col) =>
      col.notNull().references('rentals.id').onDelete('cascade'),
    )
    .addColumn('house_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('total_units', 'integer', (col) => col.notNull())
    .addColumn('monthly_rent_cents', 'bigint', (col) => col.notNull())
    .addColumn('water_unit_rate_cents', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('room_types_house_type_unique', ['rental_id', 'house_type'])
    .execute();
  await db.schema
    .createIndex('room_types_organization_id_idx')
    .on('room_types')
    .column('organization_id')
    .execute();

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('rental_id', 'varchar(36)', (col) => col.notNull().references('rentals.id'))
    .addColumn('room_type_id', 'varchar(36)', (col) => col.notNull().references('room_types.id'))
    .addColumn('firstname', 'varchar(50)', (col) => col.notNull())
    .addColumn('lastname', 'varchar(50)', (col) => col.notNull())
    .addColumn('phonenumber', 'varchar(10)', (col) => col.notNull())
    .addColumn('house_number', 'varchar(20)', (col) => col.notNull())
    .addColumn('house_number_key', 'varchar(20)', (col) => col.notNull())
    .addColumn('meter_number', 'varchar(20)', (col) => col.notNull())
    .addColumn('meter_number_key', 'varchar(20)', (col) => col.notNull())
    .addColumn('opening_rent_balance_cents', 'bigint', (col) => col.notNull())
    .addColumn('opening_water_balance_cents', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('tenants_house_number_unique', ['rental_id', 'house_number_key'])
    .addUniqueConstraint('tenants_meter_number_unique', ['organization_id', 'meter_number_key'])
    .execute();
  await db.schema
    .createIndex('tenants_organization_id_idx')
    .on('tenants')
    .columns(['organization_id', 'firstname'])
    .execute();
  await db.schema
    .createIndex('tenants_room_type_id_idx')
    .on('tenants')
    .column('room_type_id')
    .execute();

  await db.schema
    .createTable('water_readings')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('reading_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('previous_reading_hundredths', 'bigint', (col) => col.notNull())
    .addColumn('reading_hundredths', 'bigint', (col) => col.notNull())
    .addColumn('usage_hundredths', 'bigint', (col) => col.notNull())
    .addColumn('unit_rate_cents', 'bigint', (col) => col.notNull())
    .addColumn('cost_cents', 'bigint', (col) => col.notNull())
    .addColumn('meter_replacement', 'boolean', (col) => col.notNull())
    .addColumn('recorded_by', 'varchar(36)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('water_readings_tenant_idx')
    .on('water_readings')
    .columns(['tenant_id', 'reading_date'])
    .execute();
  await db.schema
    .createIndex('water_readings_organization_idx')
    .on('water_readings')
    .columns(['organization_id', 'reading_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('water_readings').execute();
  await db.schema.dropTable('tenants').execute();
  await db.schema.dropTable('room_types').execute();
  await db.schema.dropTable('rentals').execute();
  await db.schema.alterTable('organizations').dropColumn('onboarding_step').execute();
  await db.schema.alterTable('organizations').dropColumn('trial_ends_at').execute();
  await db.schema.alterTable('organizations').dropColumn('plan_id').execute();
}
