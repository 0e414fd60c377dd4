import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { readingCount } from './fixtures.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postReading(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/water/new-reading',
    headers: authed(token),
    payload: payload as object,
  });
}

function listReadings(token: string, query = '') {
  return t.app.inject({ url: `/api/water/readings${query}`, headers: authed(token) });
}

describe('POST /api/water/new-reading', () => {
  it('computes previous reading, usage and cost = usage × the room’s unit rate', async () => {
    const owner = await landlordWithRoom(t.app, { waterunitrate: 150.5 });
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Akinyi',
      lastname: 'Otieno',
      meternumber: 'WM-7',
      housenumber: 'B4',
      openingmeterreading: 0,
    });

    const first = await postReading(owner.token, { meternumber: 'wm 7', meterreading: '12.5' });
    expect(first.statusCode).toBe(201);
    expect(first.json().reading).toEqual({
      readingid: expect.any(String),
      readingdata: {
        readingdate: { seconds: expect.any(Number), nanoseconds: expect.any(Number) },
        tenantname: 'Akinyi Otieno',
        meterreading: 12.5,
        waterusage: 12.5,
        currentcost: 1881.25,
      },
      tenantid: tenant.tenantid,
      rentalid: owner.rental.rentalid,
      meternumber: 'WM-7',
      housenumber: 'B4',
      previousreading: 0,
      meterreplacement: false,
      baseline: false,
      billed: false,
    });

    // 0.07 units × KES 150.50 = KES 10.535, rounded to the cent.
    const second = await postReading(owner.token, { meternumber: 'WM-7', meterreading: 12.57 });
    expect(second.statusCode).toBe(201);
    expect(second.json().reading).toMatchObject({
      readingdata: { meterreading: 12.57, waterusage: 0.07, currentcost: 10.54 },
      previousreading: 12.5,
    });

    const third = await postReading(owner.token, { meternumber: 'WM-7', meterreading: 32.57 });
    expect(third.json().reading).toMatchObject({
      readingdata: { waterusage: 20, currentcost: 3010 },
      previousreading: 12.57,
    });
  });

  it('makes a first reading without an opening one the baseline, billed at nothing', async () => {
    const owner = await landlordWithRoom(t.app, { waterunitrate: 150 });
    await addTenant(t.app, owner.token, owner.place, { meternumber: 'N-1' });
    const first = await postReading(owner.token, { meternumber: 'N-1', meterreading: 125.5 });
    expect(first.statusCode).toBe(201);
    expect(first.json().reading).toMatchObject({
      readingdata: { meterreading: 125.5, waterusage: 0, currentcost: 0 },
      previousreading: 125.5,
      baseline: true,
    });
    const second = await postReading(owner.token, { meternumber: 'N-1', meterreading: 139.5 });
    expect(second.json().reading).toMatchObject({
      readingdata: { waterusage: 14, currentcost: 2100 },
      previousreading: 125.5,
      baseline: false,
    });
  });

  it('bills the first reading after an opening one only for the usage since it', async () => {
    const owner = await landlordWithRoom(t.app, { waterunitrate: 150 });
    await addTenant(t.app, owner.token, owner.place, {
      meternumber: 'O-1',
      openingmeterreading: '120',
    });
    const listed = (await listReadings(owner.token)).json().readings;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      readingdata: { meterreading: 120, waterusage: 0, currentcost: 0 },
      baseline: true,
    });
    const first = await postReading(owner.token, { meternumber: 'O-1', meterreading: 125.5 });
    expect(first.json().reading).toMatchObject({
      readingdata: { waterusage: 5.5, currentcost: 825 },
      previousreading: 120,
      baseline: false,
    });
  });

  it('refuses a lower reading unless the meter was replaced', async () => {
    const owner = await landlordWithRoom(t.app, { waterunitrate: 100 });
    await addTenant(t.app, owner.token, owner.place, { meternumber: 'R-1' });
    await postReading(owner.token, { meternumber: 'R-1', meterreading: 500 });

    const lower = await postReading(owner.token, { meternumber: 'R-1', meterreading: 3.5 });
    expect(lower.statusCode).toBe(400);
    const message =
      "The new reading (3.5) is below the previous reading (500). Tick 'Meter replaced' if the meter was changed.";
    expect(lower.json().error).toEqual({
      key: 'error.readingBelowPrevious',
      params: {
        previous: 500,
        reading: 3.5,
      },
      code: 'validation',
      message,
      fields: { meterreading: message },
    });
    expect(await readingCount(t.db, owner.organizationId)).toBe(1);

    const replaced = await postReading(owner.token, {
      meternumber: 'R-1',
      meterreading: 3.5,
      meterreplacement: true,
    });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().reading).toMatchObject({
      readingdata: { meterreading: 3.5, waterusage: 3.5, currentcost: 350 },
      previousreading: 0,
      meterreplacement: true,
    });

    const next = await postReading(owner.token, { meternumber: 'R-1', meterreading: 5 });
    expect(next.json().reading).toMatchObject({
      readingdata: { waterusage: 1.5, currentcost: 150 },
      previousreading: 3.5,
    });
  });

  it('accepts the same reading again with no usage', async () => {
    const owner = await landlordWithRoom(t.app);
    await addTenant(t.app, owner.token, owner.place, { meternumber: 'S-1' });
    await postReading(owner.token, { meternumber: 'S-1', meterreading: 8 });
    const same = await postReading(owner.token, { meternumber: 'S-1', meterreading: 8 });
    expect(same.json().reading.readingdata).toMatchObject({ waterusage: 0, currentcost: 0 });
  });

  it('gives the form messages for missing and malformed values', async () => {
    const owner = await landlordWithRoom(t.app);
    const empty = await postReading(owner.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      meternumber: 'Please select meter number',
      meterreading: 'Please enter new reading',
    });
    const format = 'Enter the reading shown on the meter, with at most 2 decimals';
    for (const meterreading of [-1, '1.234', 'ten']) {
      const bad = await postReading(owner.token, { meternumber: 'X', meterreading });
      expect(bad.json().error.fields).toEqual({ meterreading: format });
    }
    const badType = await postReading(owner.token, {
      meternumber: 'X',
      meterreading: 1,
      meterreplacement: 'yes',
    });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().error.fields)).toEqual(['meterreplacement']);
  });

  it('answers with a field message for a meter no tenant has', async () => {
    const owner = await landlordWithRoom(t.app);
    const response = await postReading(owner.token, { meternumber: 'NOPE-1', meterreading: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ meternumber: 'No tenant has meter NOPE-1' });
  });
});

describe('GET /api/water/readings', () => {
  it('lists readings newest first, optionally for one tenant', async () => {
    const owner = await landlordWithRoom(t.app);
    const a = await addTenant(t.app, owner.token, owner.place, { meternumber: 'L-1' });
    const b = await addTenant(t.app, owner.token, owner.place, { meternumber: 'L-2' });
    const ids: string[] = [];
    for (const [meternumber, meterreading] of [
      ['L-1', 1],
      ['L-2', 2],
      ['L-1', 3],
    ] as const) {
      ids.push(
        (await postReading(owner.token, { meternumber, meterreading })).json().reading.readingid,
      );
    }

    const all = await listReadings(owner.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().readings.map((r: { readingid: string }) => r.readingid)).toEqual(
      [...ids].reverse(),
    );
    const ofA = await listReadings(owner.token, `?tenantid=${a.tenantid}`);
    expect(ofA.json().readings.map((r: { tenantid: string }) => r.tenantid)).toEqual([
      a.tenantid,
      a.tenantid,
    ]);
    expect(b.tenantid).not.toBe(a.tenantid);
  });
});

describe("another organization's readings", () => {
  it('are not listed, cannot be filtered for, and its meters cannot be read', async () => {
    const a = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, a.token, a.place, { meternumber: 'PRIV-1' });
    await postReading(a.token, { meternumber: 'PRIV-1', meterreading: 10 });
    const b = await landlordWithRoom(t.app);

    expect((await listReadings(b.token)).json()).toEqual({ readings: [] });
    const filtered = await listReadings(b.token, `?tenantid=${tenant.tenantid}`);
    expect(filtered.statusCode).toBe(404);
    expect(filtered.json().error.message).toBe('Tenant not found');

    const foreign = await postReading(b.token, { meternumber: 'PRIV-1', meterreading: 20 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ meternumber: 'No tenant has meter PRIV-1' });
    expect(await readingCount(t.db, b.organizationId)).toBe(0);
    expect(await readingCount(t.db, a.organizationId)).toBe(1);
  });
});
