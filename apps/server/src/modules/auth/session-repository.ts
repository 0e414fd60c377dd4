import type { Db } from '../../db/connection.js';
import type { SessionsTable } from '../../db/types.js';

export async function insertSession(db: Db, session: SessionsTable) {
  await db.insertInto('sessions').values(session).execute();
}

export function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'organization_id', 'last_used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(
  db: Db,
  sessionId: string,
  lastUsedAt: string,
  expiresAt: string,
) {
  await db
    .updateTable('sessions')
    .set({ last_used_at: lastUsedAt, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .execute();
}

export async function deleteExpiredSessions(db: Db, nowIso: string) {
  await db.deleteFrom('sessions').where('expires_at', '<', nowIso).execute();
}
