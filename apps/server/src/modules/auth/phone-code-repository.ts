import type { Db } from '../../db/connection.js';
import type { PhoneCodesTable } from '../../db/types.js';

/** One code per user (a new one replaces the old): a phone change or confirming the phone. */
export async function storePhoneCode(db: Db, code: Omit<PhoneCodesTable, 'failed_attempts'>) {
  const { user_id: _userId, ...fresh } = code;
  await db
    .insertInto('phone_codes')
    .values({ ...code, failed_attempts: 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...fresh, failed_attempts: 0 }))
    .execute();
}

export function findPhoneCode(db: Db, userId: string, purpose: PhoneCodesTable['purpose']) {
  return db
    .selectFrom('phone_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Uses the code once: false when a parallel request used it first. */
export async function usePhoneCode(db: Db, codeId: string) {
  const result = await db.deleteFrom('phone_codes').where('id', '=', codeId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteExpiredPhoneCodes(db: Db, expiredBefore: string) {
  await db.deleteFrom('phone_codes').where('expires_at', '<', expiredBefore).execute();
}
