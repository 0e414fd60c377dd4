import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Data protection (Kenya Data Protection Act 2019). A tenant's national ID and KRA PIN are
 * stored encrypted with the secrets key from now on: the ciphertext (`v1.<iv>.<tag>.<data>`)
 * is longer than the codes, so PostgreSQL's columns become text (SQLite ignores lengths).
 * Migrations do not have the key: the rows already stored are encrypted by the server at
 * start-up (modules/tenants/seal-identity-numbers.ts), and readers take either form meanwhile.
 *
 * A former tenant's personal data can be erased: the tenant is then named "Former tenant #N",
 * N counted per organization by `erased_tenants` (taken with one UPDATE ... RETURNING, so two
 * erasures at once never share a number), and `erased_at` says when. Nothing is erased yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    for (const column of ['national_id', 'kra_pin']) {
      await db.schema
        .alterTable('tenants')
        .alterColumn(column, (col) => col.setDataType('text'))
        .execute();
    }
  }
  await db.schema
    .alterTable('organizations')
    .addColumn('erased_tenants', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('tenants').addColumn('erased_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('erased_at').execute();
  await db.schema.alterTable('organizations').dropColumn('erased_tenants').execute();
}
