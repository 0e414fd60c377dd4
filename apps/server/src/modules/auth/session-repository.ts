import type { CompiledQuery } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { SessionsTable } from '../../db/types.js';
import { userColumns } from './user-repository.js';

export async function insertSession(db: Db, session: SessionsTable) {
  await db.insertInto('sessions').values(session).execute();
}

function sessionByTokenHashQuery(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_used_at',
      'sessions.expires_at',
      'sessions.created_at as started_at',
      'users.first_signed_in_at',
      ...userColumns,
    ])
    .where('sessions.token_hash', '=', tokenHash);
}

type SessionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof sessionByTokenHashQuery>['executeTakeFirst']>>
>;
type SessionQuery = CompiledQuery<SessionRow>;
const compiledSessionQueries = new WeakMap<Db, SessionQuery>();

/**
 * The session and its user in one query. Every guarded request runs it, so it is built and
 * compiled once per database and then run with the token hash as its only parameter:
 * building a Kysely query costs more than running it on SQLite.
 */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    compiled = sessionByTokenHashQuery(db, '').compile();
    if (compiled.parameters.length !== 1)
      throw new Error('The session query must have one parameter');
    compiledSessionQueries.set(db, compiled);
  }
  const result = await db.executeQuery<SessionRow>({ ...compiled, parameters: [tokenHash] });
  return result.rows[0];
}

/** Marks the user's first session; a later one changes nothing (the condition decides). */
export async function markFirstSignIn(db: Db, userId: string, at: string) {
  await db
    .updateTable('users')
    .set({ first_signed_in_at: at })
    .where('id', '=', userId)
    .where('first_signed_in_at', 'is', null)
    .execute();
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

/** Signs the user out everywhere. */
export async function deleteUserSessions(db: Db, userId: string) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db, nowIso: string) {
  await db.deleteFrom('sessions').where('expires_at', '<', nowIso).execute();
}

/** The rentals a member is limited to, or null when none are listed (every rental). */
export async function findMemberRentalIds(db: Db, userId: string): Promise<string[] | null> {
  const rows = await db
    .selectFrom('member_rentals')
    .select('rental_id')
    .where('user_id', '=', userId)
    .orderBy('rental_id')
    .execute();
  return rows.length === 0 ? null : rows.map((row) => row.rental_id);
}
