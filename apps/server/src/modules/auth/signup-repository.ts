import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { SignupRequestsTable } from '../../db/types.js';

/** Sign-ups waiting for their code (migration 0033); several may name one phone. */

export async function insertSignupRequest(db: Db, request: Insertable<SignupRequestsTable>) {
  await db.insertInto('signup_requests').values(request).execute();
}

/** The sign-ups for a phone whose code still works. */
export function findLiveSignupRequests(db: Db, phonenumber: string, now: string) {
  return db
    .selectFrom('signup_requests')
    .selectAll()
    .where('phonenumber', '=', phonenumber)
    .where('expires_at', '>', now)
    .execute();
}

export type SignupRequest = Awaited<ReturnType<typeof findLiveSignupRequests>>[number];

/**
 * Takes the phone's sign-ups away once one of them made the account: the others can no longer
 * be verified. True when `usedId` was still there (so it is used once, by one request).
 */
export async function takeSignupRequests(db: Db, phonenumber: string, usedId: string) {
  const used = await db.deleteFrom('signup_requests').where('id', '=', usedId).executeTakeFirst();
  await db.deleteFrom('signup_requests').where('phonenumber', '=', phonenumber).execute();
  return Number(used.numDeletedRows) === 1;
}

/** Sign-ups whose code expired long ago keep nothing worth keeping. */
export async function deleteOldSignupRequests(db: Db, expiredBefore: string) {
  await db.deleteFrom('signup_requests').where('expires_at', '<', expiredBefore).execute();
}
