import { nairobiDate } from '@rental/shared/dates';
import { accountRefKey } from '@rental/shared/account-ref';
import type { Rental, RentalBody, Room, RoomBody } from '@rental/shared/schemas/rentals';
import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/connection.js';
import type { TenantsTable } from '../../src/db/types.js';
import { systemActor } from '../../src/modules/access/actor.js';
import { postOpenings } from '../../src/modules/ledger/post-openings.js';
import { authed } from './accounts.js';

let nextName = 0;

/** A valid new-rental body with a name no other rental of the test uses. */
export function rentalBody(overrides: Partial<RentalBody> = {}): RentalBody {
  nextName += 1;
  return {
    rentalname: `Sunrise Court ${nextName}`,
    rentallocation: 'Kasarani, Nairobi',
    ...overrides,
  };
}

/** Creates a rental through the API, as the New Rental form does. */
export async function createRental(
  app: App,
  token: string,
  overrides: Partial<RentalBody> = {},
): Promise<Rental> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/rental/new-rental',
    headers: authed(token),
    payload: rentalBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`rental not created: ${response.body}`);
  return response.json().rental;
}

export function roomBody(rentalid: string, overrides: Partial<RoomBody> = {}): RoomBody {
  return {
    rentalid,
    housetype: 'Bedsitter',
    totalunits: 10,
    monthlyrent: 8500,
    waterunitrate: 150.5,
    ...overrides,
  };
}

/** Adds a room type through the API, as the room form does. */
export async function createRoom(
  app: App,
  token: string,
  rentalid: string,
  overrides: Partial<RoomBody> = {},
): Promise<Room> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/rental/room-type',
    headers: authed(token),
    payload: roomBody(rentalid, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`room type not created: ${response.body}`);
  return response.json().room;
}

let nextHouse = 0;

/**
 * Puts a tenant straight into the database, in a room type of a rental: for tests of rules
 * that depend on occupancy, without going through the tenants API.
 */
export async function insertTenant(
  db: Db,
  room: { organizationId: string; rentalId: string; roomId: string },
  overrides: Partial<TenantsTable> = {},
): Promise<TenantsTable> {
  nextHouse += 1;
  const now = new Date().toISOString();
  const houseNumber = overrides.house_number ?? `H${nextHouse}`;
  const meterNumber = overrides.meter_number ?? `M${nextHouse}`;
  const tenant: TenantsTable = {
    id: randomUUID(),
    organization_id: room.organizationId,
    rental_id: room.rentalId,
    room_type_id: room.roomId,
    kind: 'person',
    firstname: 'Wanjiku',
    lastname: 'Kamau',
    phonenumber: '0712345678',
    house_number: houseNumber,
    house_number_key: accountRefKey(houseNumber),
    meter_number: meterNumber,
    meter_number_key: accountRefKey(meterNumber),
    opening_rent_balance_cents: 0,
    opening_water_balance_cents: 0,
    national_id: null,
    kra_pin: null,
    status: 'current',
    language: 'en',
    channel: 'sms',
    sms_blocked_at: null,
    // Moved in on the (Nairobi) day added, as migration 0014 says of tenants added before it.
    move_in_date: nairobiDate(new Date(overrides.created_at ?? now)),
    move_out_date: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('tenants').values(tenant).execute();
  // Its opening balances into the journal, as adding a tenant posts them.
  await postOpenings(db, systemActor(tenant.organization_id), [tenant], new Date());
  return tenant;
}

/** Rows of a table belonging to an organization: to check a refused call changed nothing. */
export async function countRows(
  db: Db,
  table: 'rentals' | 'room_types' | 'tenants' | 'expenses' | 'expense_receipts',
  organizationId: string,
): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
