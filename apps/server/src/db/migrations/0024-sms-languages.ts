import { type Kysely } from 'kysely';

/**
 * SMS in the tenant's language, and the tenant's link in SMS. A schedule may have a Kiswahili
 * version of its message (`message_sw`; none yet: Kiswahili tenants get the English message,
 * or the built-in Kiswahili default while the schedule keeps the built-in default). A tenant's
 * link keeps its token encrypted with the secrets key as well as hashed, so it can be sent by
 * SMS later; links made before have none (`token_encrypted` null) and keep working until
 * replaced: the first SMS that needs one makes a new link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_schedules').addColumn('message_sw', 'text').execute();
  await db.schema.alterTable('tenant_links').addColumn('token_encrypted', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_links').dropColumn('token_encrypted').execute();
  await db.schema.alterTable('invoice_schedules').dropColumn('message_sw').execute();
}
