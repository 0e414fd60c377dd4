import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { addDays, type Clock } from '../../lib/clock.js';
import {
  deleteSession,
  findSessionByTokenHash,
  insertSession,
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
    expires_at: addDays(now, sessionIdleDays).toISOString(),
  });
  return token;
}

/** The session a token belongs to, or null when it is unknown or expired. */
export async function resolveSession(
  db: Db,
  clock: Clock,
  token: string,
): Promise<SessionContext | null> {
  const session = await findSessionByTokenHash(db, hashSessionToken(token));
  if (!session) return null;
  const now = clock();
  if (session.expires_at <= now.toISOString()) {
    await deleteSession(db, session.id);
    return null;
  }
  if (now.getTime() - Date.parse(session.last_used_at) > touchIntervalMs) {
    await touchSession(
      db,
      session.id,
      now.toISOString(),
      addDays(now, sessionIdleDays).toISOString(),
    );
  }
  return {
    sessionId: session.id,
    userId: session.user_id,
    organizationId: session.organization_id,
  };
}
