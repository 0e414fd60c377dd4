import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertInvoice } from '../transactions/fixtures.js';

// A typo in a reading is corrected before it reaches an invoice: an unbilled reading can be
// edited or deleted, and the reading after it counts from the corrected value. A billed one
// cannot change (a credit note corrects the invoice instead).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function record(token: string, meternumber: string, meterreading: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/water/new-reading',
    headers: authed(token),
    payload: { meternumber, meterreading },
  });
  expect(response.statusCode).toBe(201);
  return response.json().reading.readingid as string;
}

function edit(token: string, id: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/water/readings/${id}`,
    headers: authed(token),
    payload,
  });
}

function remove(token: string, id: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/water/readings/${id}`,
    headers: authed(token),
  });
}

async function readingsOf(token: string) {
  const response = await t.app.inject({ url: '/api/water/readings', headers: authed(token) });
  return (
    response.json().readings as Array<{
      readingid: string;
      previousreading: number;
      baseline: boolean;
      readingdata: { meterreading: number; waterusage: number; currentcost: number };
    }>
  )
    .reverse()
    .map((r) => ({
      id: r.readingid,
      previous: r.previousreading,
      reading: r.readingdata.meterreading,
      usage: r.readingdata.waterusage,
      cost: r.readingdata.currentcost,
      baseline: r.baseline,
    }));
}

async function meterWithReadings(values: number[]) {
  const owner = await landlordWithRoom(t.app, { waterunitrate: 100 });
  await addTenant(t.app, owner.token, owner.place, { meternumber: 'C-1', openingmeterreading: 0 });
  const ids: string[] = [];
  for (const value of values) ids.push(await record(owner.token, 'C-1', value));
  return { owner, ids };
}

describe('PUT /api/water/readings/{id}', () => {
  it('recomputes the corrected reading and the one after it', async () => {
    const { owner, ids } = await meterWithReadings([100, 150]);
    const response = await edit(owner.token, ids[0]!, { meterreading: 110 });
    expect(response.statusCode).toBe(200);
    expect(response.json().reading).toMatchObject({
      readingdata: { meterreading: 110, waterusage: 110, currentcost: 11000 },
    });
    expect((await readingsOf(owner.token)).slice(1)).toEqual([
      { id: ids[0], previous: 0, reading: 110, usage: 110, cost: 11000, baseline: false },
      { id: ids[1], previous: 110, reading: 150, usage: 40, cost: 4000, baseline: false },
    ]);
    const [entry] = await activityOf(t.app, owner.token, 'reading_corrected');
    expect(entry?.summary).toBe(
      'Corrected the water reading of Wanjiku Kamau (meter C-1) from 100 to 110',
    );
  });

  it('refuses a value below the previous reading or above the next, changing nothing', async () => {
    const { owner, ids } = await meterWithReadings([100, 150, 200]);
    const below = await edit(owner.token, ids[1]!, { meterreading: 90 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields.meterreading).toMatch(/below the previous reading \(100\)/);
    const above = await edit(owner.token, ids[1]!, { meterreading: 250 });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fields.meterreading).toBe(
      'The reading after this one (200) would then be below it. Correct that one first.',
    );
    expect((await readingsOf(owner.token)).map((r) => r.reading)).toEqual([0, 100, 150, 200]);
  });

  it('refuses a billed reading with a pointer to a credit note', async () => {
    const { owner, ids } = await meterWithReadings([100]);
    const tenant = await t.db
      .selectFrom('water_readings')
      .select('tenant_id')
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    const invoice = await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: tenant.tenant_id,
      amountCents: 10000,
      type: 'Water Invoice Bill',
    });
    // Billed as the invoice run marks it: the reading linked to its Water Invoice Bill.
    await t.db
      .updateTable('water_readings')
      .set({ invoice_id: invoice.id })
      .where('id', '=', ids[0]!)
      .execute();
    const response = await edit(owner.token, ids[0]!, { meterreading: 120 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/already billed.*credit note/);
    expect((await remove(owner.token, ids[0]!)).statusCode).toBe(409);
  });

  it('answers 404 for another organization’s reading', async () => {
    const { ids } = await meterWithReadings([100]);
    const other = await landlordWithRoom(t.app);
    expect((await edit(other.token, ids[0]!, { meterreading: 120 })).statusCode).toBe(404);
    expect((await remove(other.token, ids[0]!)).statusCode).toBe(404);
  });
});

describe('DELETE /api/water/readings/{id}', () => {
  it('removes a reading; the next one counts from the one before it', async () => {
    const { owner, ids } = await meterWithReadings([100, 150]);
    expect((await remove(owner.token, ids[0]!)).statusCode).toBe(204);
    expect((await readingsOf(owner.token)).slice(1)).toEqual([
      { id: ids[1], previous: 0, reading: 150, usage: 150, cost: 15000, baseline: false },
    ]);
    const [entry] = await activityOf(t.app, owner.token, 'reading_deleted');
    expect(entry?.summary).toMatch(/^Deleted the water reading of 100 for .* \(meter C-1\)$/);
  });

  it('makes the next reading the baseline when the first is removed', async () => {
    const owner = await landlordWithRoom(t.app, { waterunitrate: 100 });
    await addTenant(t.app, owner.token, owner.place, { meternumber: 'D-1' });
    const first = await record(owner.token, 'D-1', 40);
    const second = await record(owner.token, 'D-1', 55);
    expect((await remove(owner.token, first)).statusCode).toBe(204);
    expect(await readingsOf(owner.token)).toEqual([
      { id: second, previous: 55, reading: 55, usage: 0, cost: 0, baseline: true },
    ]);
  });
});
