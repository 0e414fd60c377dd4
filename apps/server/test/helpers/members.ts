import type { MemberRole } from '@rental/shared/schemas/team';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/connection.js';
import { systemClock, type Clock } from '../../src/lib/clock.js';
import { startSession } from '../../src/modules/auth/sessions.js';

/**
 * A member (not the owner) of an organization, signed in: returns their session token. The
 * row goes straight into the database, so no PIN is hashed (members cannot sign in with it).
 * With `rentalIds` the member is limited to those rentals (member_rentals rows).
 */
export async function memberToken(
  db: Db,
  organizationId: string,
  clock: Clock = systemClock,
  role: MemberRole = 'manager',
  rentalIds: readonly string[] = [],
) {
  return (await signedInMember(db, organizationId, clock, role, rentalIds)).token;
}

/** A member with `role`, limited to `rentalIds` when given, signed in: user id and token. */
export async function signedInMember(
  db: Db,
  organizationId: string,
  clock: Clock = systemClock,
  role: MemberRole = 'manager',
  rentalIds: readonly string[] = [],
) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      organization_id: organizationId,
      role,
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
  if (rentalIds.length > 0) {
    await db
      .insertInto('member_rentals')
      .values(
        rentalIds.map((rental_id) => ({ user_id: id, rental_id, organization_id: organizationId })),
      )
      .execute();
  }
  const token = await startSession(db, clock, { id, organization_id: organizationId });
  return { id, token };
}
