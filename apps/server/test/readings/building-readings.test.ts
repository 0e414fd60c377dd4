import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { readingCount } from './fixtures.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { settableClock } from '../transactions/fixtures.js';

// A caretaker walks the building once a month: the grid lists every meter with its last
// reading, and the readings typed are saved together, or none of them when one is wrong.

const clock = settableClock('2026-05-10T08:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
});
afterAll(() => t.close());

function meters(token: string, rentalid: string) {
  return t.app.inject({ url: `/api/water/meters?rentalid=${rentalid}`, headers: authed(token) });
}

function saveBuilding(token: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/water/new-readings',
    headers: authed(token),
    payload,
  });
}

/** A rental with houses A10, A2 and A1 (added in that order), water at KES 100 a unit. */
async function building() {
  const owner = await landlordWithRoom(t.app, { waterunitrate: 100, totalunits: 5 });
  const place = owner.place;
  await addTenant(t.app, owner.token, place, {
    housenumber: 'A10',
    meternumber: 'M-10',
    openingmeterreading: 50,
  });
  await addTenant(t.app, owner.token, place, { housenumber: 'A2', meternumber: 'M-2' });
  await addTenant(t.app, owner.token, place, {
    housenumber: 'A1',
    meternumber: 'M-1',
    openingmeterreading: 10,
  });
  return owner;
}

describe('GET /api/water/meters', () => {
  it("lists a rental's meters by house number with their last reading", async () => {
    clock.set('2026-05-10T08:00:00.000Z');
    const owner = await building();
    const response = await meters(owner.token, owner.rental.rentalid);
    expect(response.statusCode).toBe(200);
    const rows = response.json().meters;
    expect(rows.map((m: { housenumber: string }) => m.housenumber)).toEqual(['A1', 'A2', 'A10']);
    expect(rows[0]).toMatchObject({
      meternumber: 'M-1',
      tenantname: 'Wanjiku Kamau',
      unitrate: 100,
      previousreading: 10,
      previousdate: { seconds: Date.parse('2026-05-10T08:00:00.000Z') / 1000 },
    });
    expect(rows[1]).toMatchObject({ previousreading: null, previousdate: null });
  });

  it("answers 404 for another organization's rental and 400 without a rental", async () => {
    const owner = await building();
    const other = await landlordWithRoom(t.app);
    expect((await meters(other.token, owner.rental.rentalid)).statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/water/meters', headers: authed(owner.token) });
    expect(missing.statusCode).toBe(400);
  });
});

describe('POST /api/water/new-readings', () => {
  it("saves every row in one go, each counted from its meter's last reading", async () => {
    clock.set('2026-05-10T08:00:00.000Z');
    const owner = await building();
    clock.set('2026-05-10T12:00:00.000Z');
    const response = await saveBuilding(owner.token, {
      rentalid: owner.rental.rentalid,
      readingdate: '2026-05-10',
      readings: [
        { meternumber: 'M-1', meterreading: 22.5 },
        { meternumber: 'm 2', meterreading: '7' },
        { meternumber: 'M-10', meterreading: 60 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json().readings;
    expect(
      saved.map((r: { housenumber: string; readingdata: { waterusage: number } }) => [
        r.housenumber,
        r.readingdata.waterusage,
      ]),
    ).toEqual([
      ['A1', 12.5],
      ['A10', 10],
      ['A2', 0],
    ]);
    expect(saved.find((r: { housenumber: string }) => r.housenumber === 'A2').baseline).toBe(true);
    const after = (await meters(owner.token, owner.rental.rentalid)).json().meters;
    expect(after.map((m: { previousreading: number }) => m.previousreading)).toEqual([22.5, 7, 60]);
  });

  it('saves nothing when one row is wrong, and says what is wrong with each', async () => {
    clock.set('2026-05-31T08:00:00.000Z');
    const owner = await building();
    const elsewhere = await landlordWithRoom(t.app);
    await addTenant(t.app, elsewhere.token, elsewhere.place, { meternumber: 'FOREIGN-1' });
    const before = await readingCount(t.db, owner.organizationId);
    const response = await saveBuilding(owner.token, {
      rentalid: owner.rental.rentalid,
      readingdate: '2026-05-31',
      readings: [
        { meternumber: 'M-1', meterreading: 30 },
        { meternumber: 'M-10', meterreading: 40 },
        { meternumber: 'M-1', meterreading: 31 },
        { meternumber: 'FOREIGN-1', meterreading: 5 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'readings.1.meterreading':
        "The new reading (40) is below the previous reading (50). Tick 'Meter replaced' if the meter was changed.",
      'readings.2.meternumber': 'This meter appears twice in the list',
      'readings.3.meternumber': `No tenant of ${owner.rental.rentaldata.rentalname} has meter FOREIGN-1`,
    });
    expect(await readingCount(t.db, owner.organizationId)).toBe(before);
  });

  it('refuses a date after today, and a day before a meter’s last reading', async () => {
    clock.set('2026-06-02T07:00:00.000Z');
    const owner = await building();
    const future = await saveBuilding(owner.token, {
      rentalid: owner.rental.rentalid,
      readingdate: '2026-06-03',
      readings: [{ meternumber: 'M-1', meterreading: 30 }],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({
      readingdate: 'The reading date cannot be after today',
    });

    // The opening readings were taken on 2026-06-02; a reading dated the day before is not
    // later than them.
    const early = await saveBuilding(owner.token, {
      rentalid: owner.rental.rentalid,
      readingdate: '2026-06-01',
      readings: [{ meternumber: 'M-1', meterreading: 30 }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({
      'readings.0.meterreading':
        'This meter already has a reading on 2026-06-02; a new reading must be later.',
    });
  });

  it('takes a past date as that day, so it is billed by the next run after it', async () => {
    clock.set('2026-06-05T07:00:00.000Z');
    const owner = await landlordWithRoom(t.app, { waterunitrate: 100 });
    await addTenant(t.app, owner.token, owner.place, { meternumber: 'P-1' });
    clock.set('2026-06-08T07:00:00.000Z');
    const response = await saveBuilding(owner.token, {
      rentalid: owner.rental.rentalid,
      readingdate: '2026-06-07',
      readings: [{ meternumber: 'P-1', meterreading: 30 }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().readings[0].readingdata.readingdate.seconds).toBe(
      Date.parse('2026-06-07T09:00:00.000Z') / 1000,
    );
  });

  it('dates a back-dated tenant’s opening reading on the move-in day, so later days count', async () => {
    clock.set('2026-12-10T07:00:00.000Z');
    const owner = await landlordWithRoom(t.app, { waterunitrate: 100 });
    await addTenant(t.app, owner.token, owner.place, {
      meternumber: 'MV-1',
      moveindate: '2026-12-01',
      openingmeterreading: 10,
    });
    const listed = await meters(owner.token, owner.rental.rentalid);
    // The start of 1 December in Nairobi.
    expect(listed.json().meters[0].previousdate.seconds).toBe(
      Date.parse('2026-11-30T21:00:00.000Z') / 1000,
    );
    for (const [readingdate, meterreading] of [
      ['2026-12-01', 12],
      ['2026-12-05', 30],
    ] as const) {
      const response = await saveBuilding(owner.token, {
        rentalid: owner.rental.rentalid,
        readingdate,
        readings: [{ meternumber: 'MV-1', meterreading }],
      });
      expect(response.statusCode).toBe(201);
    }
    const saved = await meters(owner.token, owner.rental.rentalid);
    expect(saved.json().meters[0].previousreading).toBe(30);
  });

  it('validates the body: no rows, a bad date, a bad reading', async () => {
    const owner = await building();
    const empty = await saveBuilding(owner.token, {
      rentalid: owner.rental.rentalid,
      readingdate: '2026-13-01',
      readings: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      readingdate: 'Enter a date as YYYY-MM-DD',
      readings: 'Enter at least one reading',
    });
    const bad = await saveBuilding(owner.token, {
      rentalid: owner.rental.rentalid,
      readingdate: '2026-05-01',
      readings: [{ meternumber: 'M-1', meterreading: -3 }],
    });
    expect(bad.json().error.fields).toEqual({
      'readings.0.meterreading': 'Enter the reading shown on the meter, with at most 2 decimals',
    });
  });
});
