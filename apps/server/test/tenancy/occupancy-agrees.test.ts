import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { endTenancy, moveIn } from './tenancy-fixtures.js';

// Issue 30: a unit is taken by a current tenant only, and every screen counts by that one
// rule. A former tenant (moved out) frees their unit on every screen at once, and a re-let
// takes it again once, not twice.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof landlordWithRoom>>;

async function read(token: string, url: string) {
  const response = await t.app.inject({ url, headers: authed(token) });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json();
}

/** What every screen says is taken in the landlord's one rental and its one room type. */
async function occupiedEverywhere(owner: Owner) {
  const { token, rental, room } = owner;
  const id = rental.rentalid;
  const [list, detail, rooms, picker, dashboard, report, roll] = await Promise.all([
    read(token, '/api/rental/all-rentals'),
    read(token, `/api/rental/all-rentals/${id}`),
    read(token, `/api/rental/room-type/${room.roomid}`),
    // The tenant form's room-type picker reads this list ("2 of 4 free").
    read(token, `/api/rental/room-type?rentalid=${id}`),
    read(token, '/api/dashboard/summary'),
    read(token, '/api/reports/occupancy'),
    read(token, '/api/reports/rent-roll'),
  ]);
  const card = list.rentals.find((r: { rentalid: string }) => r.rentalid === id).summary;
  const reported = report.rentals.find((r: { rentalid: string }) => r.rentalid === id);
  const units: { status: string }[] = roll.units;
  return {
    rentalCardOccupied: card.occupiedunits,
    rentalCardTenants: card.tenants,
    rentalDetailOccupied: detail.rental.summary.occupiedunits,
    rentalDetailTenants: detail.rental.summary.tenants,
    rentalDetailRoom: detail.rental.rooms[0].occupiedunits,
    roomType: rooms.room.occupiedunits,
    picker: picker.rooms[0].occupiedunits,
    dashboard: dashboard.occupied,
    occupancyReport: reported.occupied,
    occupancyTotals: report.totals.occupied,
    rentRoll: units.filter((unit) => unit.status === 'occupied').length,
    // Free units, as the picker, the report and the rent roll show them.
    pickerFree: picker.rooms[0].roomdata.totalunits - picker.rooms[0].occupiedunits,
    reportFree: reported.vacant,
    rentRollFree: units.filter((unit) => unit.status === 'vacant').length,
  };
}

function agreeOn(occupied: number, units: number) {
  const free = units - occupied;
  return {
    rentalCardOccupied: occupied,
    rentalCardTenants: occupied,
    rentalDetailOccupied: occupied,
    rentalDetailTenants: occupied,
    rentalDetailRoom: occupied,
    roomType: occupied,
    picker: occupied,
    dashboard: occupied,
    occupancyReport: occupied,
    occupancyTotals: occupied,
    rentRoll: occupied,
    pickerFree: free,
    reportFree: free,
    rentRollFree: free,
  };
}

function newTenant(owner: Owner, house: string) {
  return postTenant(
    t.app,
    owner.token,
    tenantBody(owner.place, { housenumber: house, meternumber: `M-${house}` }),
  );
}

describe('occupancy after move-outs and re-lets', () => {
  it('is the same on every screen, and the capacity check refuses exactly at the limit', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 4 });
    const first = await moveIn(t.app, owner, 0, { housenumber: 'A1', meternumber: 'M-A1' });
    await moveIn(t.app, owner, 0, { housenumber: 'A2', meternumber: 'M-A2' });
    await moveIn(t.app, owner, 0, { housenumber: 'A3', meternumber: 'M-A3' });
    expect(await occupiedEverywhere(owner)).toEqual(agreeOn(3, 4));

    // A move-out frees the unit on every screen: 2 of 4 free, not 1.
    const ended = await endTenancy(t.app, owner.token, first.tenantid, {
      moveoutdate: first.tenantdata.moveindate,
    });
    expect(ended.statusCode).toBe(200);
    expect(await occupiedEverywhere(owner)).toEqual(agreeOn(2, 4));

    // The house is let again: it is taken once, not by the leaver and the newcomer both.
    expect((await newTenant(owner, 'A1')).statusCode).toBe(201);
    expect(await occupiedEverywhere(owner)).toEqual(agreeOn(3, 4));

    // The last free unit is let; the screens say full, and the server refuses a fifth.
    expect((await newTenant(owner, 'A4')).statusCode).toBe(201);
    expect(await occupiedEverywhere(owner)).toEqual(agreeOn(4, 4));
    const refused = await newTenant(owner, 'A5');
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().error.fields)).toEqual(['housetype']);
    expect(await occupiedEverywhere(owner)).toEqual(agreeOn(4, 4));
  });

  it('lets only one of two tenants moving in at once into the last free unit', async () => {
    const owner = await landlordWithRoom(t.app, { totalunits: 2 });
    const leaver = await moveIn(t.app, owner, 0, { housenumber: 'C1', meternumber: 'M-C1' });
    await moveIn(t.app, owner, 0, { housenumber: 'C2', meternumber: 'M-C2' });
    const ended = await endTenancy(t.app, owner.token, leaver.tenantid, {
      moveoutdate: leaver.tenantdata.moveindate,
    });
    expect(ended.statusCode).toBe(200);

    const answers = await Promise.all(['C3', 'C4', 'C5'].map((house) => newTenant(owner, house)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await occupiedEverywhere(owner)).toEqual(agreeOn(2, 2));
  });

  it('keeps a room type whose tenants all left: their records name it', async () => {
    const owner = await landlordWithRoom(t.app, { housetype: 'Bedsitter', totalunits: 4 });
    const leaver = await moveIn(t.app, owner, 0, { housenumber: 'D1', meternumber: 'M-D1' });
    await endTenancy(t.app, owner.token, leaver.tenantid, {
      moveoutdate: leaver.tenantdata.moveindate,
    });
    expect(await occupiedEverywhere(owner)).toEqual(agreeOn(0, 4));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/rental/room-type/${owner.room.roomid}`,
      headers: authed(owner.token),
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(
      `1 former tenant of Bedsitter rooms of ${owner.rental.rentaldata.rentalname} keeps their records there, so the room type stays.`,
    );
  });
});
