import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/connection.js';
import { systemClock, type Clock } from '../../src/lib/clock.js';
import { startSession } from '../../src/modules/auth/sessions.js';

/**
 * A member (not the owner) of an organization, signed in: returns their session token. The
 * row goes straight into the database, so no PIN is hashed (members cannot sign in with it).
 */
export async function memberToken(db: Db, organizationId: string, clock: Clock = systemClock) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      organization_id: organizationId,
      role: 'member',
      firstname: 'Maina',
      lastname: 'Kariuki',
      phonenumber: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: 'maina@example.co.ke',
      status: 'active',
      pin_hash: 'not-a-hash',
      failed_pin_attempts: 0,
      locked_until: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return startSession(db, clock, { id, organization_id: organizationId });
}
