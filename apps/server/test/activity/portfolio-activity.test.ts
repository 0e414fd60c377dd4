import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, browserIp, sendFromBrowser, signedInMemberOf } from '../helpers/activity.js';
import { signUp } from '../helpers/accounts.js';
import { createRental, createRoom, roomBody } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  sendFromBrowser(t.app, method, url, token, payload);

const rentalUrl = (id: string) => `/api/rental/all-rentals/${id}`;
const juaCourt = { rentalname: 'Jua Court', rentallocation: 'Kilimani' };

describe('rentals in the activity log', () => {
  it('records who added, changed and deleted a rental, with the values before and after', async () => {
    const owner = await signUp(t.app, { firstname: 'Amina', lastname: 'Wanjiru' });
    const created = await send('POST', '/api/rental/new-rental', owner.token, juaCourt);
    expect(created.statusCode).toBe(201);
    const rentalid = created.json().rental.rentalid;
    const moved = { ...juaCourt, rentallocation: 'Westlands' };
    expect((await send('PUT', rentalUrl(rentalid), owner.token, moved)).statusCode).toBe(200);
    // Saved again unchanged: nothing changed, nothing logged.
    expect((await send('PUT', rentalUrl(rentalid), owner.token, moved)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/rental/${rentalid}`, owner.token)).statusCode).toBe(200);

    // Only the rental's: signing up may be logged too.
    const entries = (await activityOf(t.app, owner.token)).filter((e) => e.entity === 'rental');
    const who = { userid: owner.user.userid, username: 'Amina Wanjiru', role: 'owner' };
    const about = { entity: 'rental', entityid: rentalid, ip: browserIp };
    expect(entries).toHaveLength(3);
    expect(entries).toMatchObject([
      { ...who, ...about, kind: 'rental_deleted', summary: 'Deleted the rental Jua Court' },
      {
        ...who,
        ...about,
        kind: 'rental_updated',
        summary: 'Updated the rental Jua Court: location: Kilimani → Westlands',
      },
      { ...who, ...about, kind: 'rental_created', summary: 'Added the rental Jua Court' },
    ]);
    expect(entries[0]!.at).toBe('2026-03-02T06:00:00.000Z');
  });

  it('names the member who renamed a rental, and their role', async () => {
    const owner = await signUp(t.app);
    const member = await signedInMemberOf(t.app, t.db, owner.user.organizationid);
    const rental = await createRental(t.app, owner.token, juaCourt);
    const renamed = { ...juaCourt, rentalname: 'Jua Towers' };
    expect((await send('PUT', rentalUrl(rental.rentalid), member.token, renamed)).statusCode).toBe(
      200,
    );
    const [updated] = await activityOf(t.app, owner.token, 'rental_updated');
    expect(updated).toMatchObject({
      userid: member.userId,
      username: member.name,
      role: 'manager',
      summary: 'Updated the rental Jua Towers: name: Jua Court → Jua Towers',
    });
  });

  it('leaves no entry for a refused change: a taken name, the plan limit, tenants left', async () => {
    const owner = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place);
    const other = await createRental(t.app, owner.token, juaCourt);
    const before = await activityOf(t.app, owner.token);

    const taken = { ...juaCourt, rentalname: owner.rental.rentaldata.rentalname };
    expect((await send('POST', '/api/rental/new-rental', owner.token, taken)).statusCode).toBe(409);
    expect((await send('PUT', rentalUrl(other.rentalid), owner.token, taken)).statusCode).toBe(409);
    // The free trial allows two rentals.
    const third = { rentalname: 'Third Court', rentallocation: 'Ruaka' };
    expect((await send('POST', '/api/rental/new-rental', owner.token, third)).statusCode).toBe(403);
    const occupied = owner.rental.rentalid;
    expect((await send('DELETE', `/api/rental/${occupied}`, owner.token)).statusCode).toBe(409);
    const allRooms = `/api/rental/roomtypes/${occupied}`;
    expect((await send('DELETE', allRooms, owner.token)).statusCode).toBe(409);
    // Then one change that succeeds: only its entry is new.
    const moved = { ...juaCourt, rentallocation: 'Westlands' };
    expect((await send('PUT', rentalUrl(other.rentalid), owner.token, moved)).statusCode).toBe(200);

    const [latest, ...rest] = await activityOf(t.app, owner.token);
    expect(latest).toMatchObject({ kind: 'rental_updated', entityid: other.rentalid });
    expect(rest).toEqual(before);
  });
});

describe('room types in the activity log', () => {
  it('records a room type added, changed (money in KES) and removed', async () => {
    const owner = await signUp(t.app);
    const rental = await createRental(t.app, owner.token, juaCourt);
    const body = roomBody(rental.rentalid, { totalunits: 10, monthlyrent: 8500 });
    const created = await send('POST', '/api/rental/room-type', owner.token, body);
    expect(created.statusCode).toBe(201);
    const roomid = created.json().room.roomid;
    const { rentalid: _, ...fields } = body;
    const changed = { ...fields, totalunits: 12, monthlyrent: 9000.5 };
    const url = `/api/rental/room-type/${roomid}`;
    expect((await send('POST', url, owner.token, changed)).statusCode).toBe(200);
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(200);

    const about = { userid: owner.user.userid, role: 'owner', entity: 'room', entityid: roomid };
    expect(await activityOf(t.app, owner.token, 'room_created')).toMatchObject([
      { ...about, summary: 'Added the room type Bedsitter to Jua Court', ip: browserIp },
    ]);
    expect(await activityOf(t.app, owner.token, 'room_updated')).toMatchObject([
      {
        ...about,
        summary:
          'Updated the room type Bedsitter in Jua Court: units: 10 → 12; ' +
          'monthly rent: KES 8,500 → KES 9,000.50',
      },
    ]);
    expect(await activityOf(t.app, owner.token, 'room_deleted')).toMatchObject([
      { ...about, summary: 'Deleted the room type Bedsitter from Jua Court' },
    ]);
  });

  it('records each room type removed with all of its rental’s', async () => {
    const owner = await signUp(t.app);
    const rental = await createRental(t.app, owner.token, juaCourt);
    const bedsitter = await createRoom(t.app, owner.token, rental.rentalid);
    const oneBedroom = await createRoom(t.app, owner.token, rental.rentalid, {
      housetype: 'One Bedroom',
    });
    const url = `/api/rental/roomtypes/${rental.rentalid}`;
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(200);
    const deleted = await activityOf(t.app, owner.token, 'room_deleted');
    expect(deleted.map((entry) => [entry.entityid, entry.summary]).sort()).toEqual(
      [
        [bedsitter.roomid, 'Deleted the room type Bedsitter from Jua Court'],
        [oneBedroom.roomid, 'Deleted the room type One Bedroom from Jua Court'],
      ].sort(),
    );
  });

  it('leaves no entry for a refused change: a taken type, too few units, tenants left', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 3 });
    await addTenant(t.app, owner.token, owner.place);
    await addTenant(t.app, owner.token, owner.place);
    const before = await activityOf(t.app, owner.token);
    const room = owner.room;
    const url = `/api/rental/room-type/${room.roomid}`;

    const again = roomBody(owner.rental.rentalid);
    expect((await send('POST', '/api/rental/room-type', owner.token, again)).statusCode).toBe(409);
    const { rentalid: _, ...fields } = again;
    const tooFew = { ...fields, totalunits: 1 };
    expect((await send('POST', url, owner.token, tooFew)).statusCode).toBe(409);
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(409);
    // Then one change that succeeds: only its entry is new.
    expect((await send('POST', url, owner.token, { ...fields, totalunits: 2 })).statusCode).toBe(
      200,
    );

    const [latest, ...rest] = await activityOf(t.app, owner.token);
    expect(latest).toMatchObject({
      kind: 'room_updated',
      summary: expect.stringContaining('3 → 2'),
    });
    expect(rest).toEqual(before);
  });
});
