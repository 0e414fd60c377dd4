import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { identityColumns, isEncrypted, sealIdentity } from './identity-numbers.js';

const rowsPerBatch = 500;

/**
 * Encrypts the national IDs and KRA PINs stored in plain text before migration 0026 (the
 * migrations do not have the secrets key). server.ts runs it after the migrations, at every
 * start: once every row is encrypted it finds nothing. Each update names the plain value it
 * replaces, so two servers starting together on one PostgreSQL never encrypt a value twice:
 * the second one's update matches no row. Returns how many values it encrypted.
 */
export async function sealIdentityNumbers(db: Db, key: Buffer): Promise<number> {
  let sealed = 0;
  for (const column of identityColumns) {
    let after = '';
    for (;;) {
      const rows = await db
        .selectFrom('tenants')
        .select(['id', column])
        .where(column, 'is not', null)
        .where(sql<boolean>`${sql.ref(column)} not like 'v1.%'`)
        .where('id', '>', after)
        .orderBy('id')
        .limit(rowsPerBatch)
        .execute();
      for (const row of rows) {
        const plain = row[column];
        if (plain === null || isEncrypted(plain)) continue;
        const result = await db
          .updateTable('tenants')
          .set({ [column]: sealIdentity(key, row.id, column, plain) })
          .where('id', '=', row.id)
          .where(column, '=', plain)
          .executeTakeFirst();
        sealed += Number(result.numUpdatedRows);
      }
      if (rows.length < rowsPerBatch) break;
      after = rows.at(-1)!.id;
    }
  }
  return sealed;
}
