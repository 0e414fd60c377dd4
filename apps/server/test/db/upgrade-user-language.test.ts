import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Users registered before the language setting keep everything and read in English.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to the user language (migration 0023)', () => {
  it('keeps every user, in English', async () => {
    const database = await databaseAt('0022-incoming-sms');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO users (id, organization_id, role, firstname, lastname, phonenumber,
      email, status, pin_hash, failed_pin_attempts, created_at, updated_at)
      VALUES ('u1', 'o1', 'owner', 'Amina', 'Wanjiru', '0712345678', 'amina@example.co.ke',
      'active', 'hash', 0, ${at}, ${at})`.execute(db);

    await migrateToLatest(database.handle);

    const user = await db
      .selectFrom('users')
      .select(['id', 'firstname', 'phonenumber', 'role', 'language'])
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      id: 'u1',
      firstname: 'Amina',
      phonenumber: '0712345678',
      role: 'owner',
      language: 'en',
    });
    // A user added later without a language is English too (the column's default).
    await sql`INSERT INTO users (id, organization_id, role, firstname, lastname, phonenumber,
      email, status, pin_hash, failed_pin_attempts, created_at, updated_at)
      VALUES ('u2', 'o1', 'member', 'Baraka', 'Otieno', '0722345678', 'b@example.co.ke',
      'active', 'hash', 0, ${at}, ${at})`.execute(db);
    const member = await db
      .selectFrom('users')
      .select('language')
      .where('id', '=', 'u2')
      .executeTakeFirstOrThrow();
    expect(member.language).toBe('en');
  });
});
