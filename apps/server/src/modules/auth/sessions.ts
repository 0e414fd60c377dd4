import { randomUUID } from 'node:crypto';
import { isOwner } from '@rental/shared/permissions';
import type { CurrentUser } from '@rental/shared/schemas/users';
import type { Db } from '../../db/connection.js';
import { type Clock } from '../../lib/clock.js';
import { addDaysToInstant } from '@rental/shared/dates';
import { toCurrentUser } from './current-user.js';
import type { UserRow } from './user-repository.js';
import { isOperator } from '../access/index.js';
import { SessionCache } from './session-cache.js';
import {
  deleteOtherSessions,
  deleteSession,
  findSessionByTokenHash,
  insertSession,
  findMemberRentalIds,
  markFirstSignIn,
  touchSession,
} from './session-repository.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

/** A session ends after this many days without use. */
export const sessionIdleDays = 30;
/** Last use is written at most this often, so most requests cost one read and no write. */
const touchIntervalMs = 60 * 60 * 1000;

export interface SessionContext {
  sessionId: string;
  userId: string;
  organizationId: string;
  /** The signed-in user as of this request. */
  user: UserRow;
  /**
   * The user had signed in before this session began (its greeting is "Welcome back"); false
   * for the session of sign-up or of a member's first sign-in.
   */
  returning: boolean;
  /** The rentals the user is limited to (member_rentals); null: every rental. */
  rentalIds: readonly string[] | null;
}

const caches = new WeakMap<Db, SessionCache>();
function cacheFor(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache()));
  return cache;
}

export async function startSession(
  db: Db,
  clock: Clock,
  user: { id: string; organization_id: string },
): Promise<string> {
  const token = newSessionToken();
  const now = clock();
  await insertSession(db, {
    id: randomUUID(),
    user_id: user.id,
    organization_id: user.organization_id,
    token_hash: hashSessionToken(token),
    created_at: now.toISOString(),
    last_used_at: now.toISOString(),
    expires_at: addDaysToInstant(now, sessionIdleDays).toISOString(),
  });
  await markFirstSignIn(db, user.id, now.toISOString());
  return token;
}

/**
 * The session of a token seen in the last few seconds, without touching the database. Keyed
 * by the token itself (it lives in this process's memory only) so a hit costs no hashing.
 */
export function recentSession(db: Db, clock: Clock, token: string): SessionContext | undefined {
  return cacheFor(db).get(token, clock().getTime());
}

/** The session a token belongs to, from the database, or null when unknown or expired. */
export async function resolveSession(
  db: Db,
  clock: Clock,
  token: string,
): Promise<SessionContext | null> {
  const now = clock();
  const session = await findSessionByTokenHash(db, hashSessionToken(token));
  if (!session) return null;
  if (session.expires_at <= now.toISOString()) {
    await deleteSession(db, session.session_id);
    return null;
  }
  if (now.getTime() - Date.parse(session.last_used_at) > touchIntervalMs) {
    const expiresAt = addDaysToInstant(now, sessionIdleDays).toISOString();
    await touchSession(db, session.session_id, now.toISOString(), expiresAt);
  }
  const {
    session_id: sessionId,
    last_used_at,
    expires_at,
    started_at,
    first_signed_in_at,
    ...user
  } = session;
  const context = {
    sessionId,
    userId: user.id,
    organizationId: user.organization_id,
    user,
    returning: (first_signed_in_at ?? started_at) < started_at,
    // The owner sees every rental; a member's limits cost a second query only for members.
    rentalIds: isOwner(user.role) ? null : await findMemberRentalIds(db, user.id),
  };
  cacheFor(db).set(token, context, now.getTime());
  return context;
}

/**
 * The signed-in user as the API shows them with this session, whether they are back, and
 * `operator: true` for an operator (left out for everyone else).
 */
export function sessionUser(
  session: SessionContext,
  operatorPhones: ReadonlySet<string> = new Set(),
): CurrentUser {
  const user: CurrentUser = {
    ...toCurrentUser(session.user, session.rentalIds),
    returning: session.returning,
  };
  if (isOperator(operatorPhones, session.user)) user.operator = true;
  return user;
}

/** After a sign-out committed elsewhere (with its activity entry). */
export function forgetCachedSession(db: Db, sessionId: string) {
  cacheFor(db).forgetSession(sessionId);
}

/** After a PIN change: every other device must sign in again. */
export async function endOtherSessions(db: Db, trx: Db, userId: string, keepSessionId: string) {
  await deleteOtherSessions(trx, userId, keepSessionId);
  cacheFor(db).forgetUser(userId);
}

/** After a profile or status change, so the next request sees the user as they now are. */
export function forgetCachedUser(db: Db, userId: string) {
  cacheFor(db).forgetUser(userId);
}

/** After an operator suspended or reactivated the organization: its users' next request sees it. */
export function forgetCachedOrganization(db: Db, organizationId: string) {
  cacheFor(db).forgetOrganization(organizationId);
}
