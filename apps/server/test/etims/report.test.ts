import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { billNow, creditNote } from '../tenancy/tenancy-fixtures.js';
import {
  building,
  businessTenant,
  etimsLandlord,
  personTenant,
  salesFor,
  sendRound as round,
  startEtimsWorld,
  stopEtimsWorld,
  type EtimsWorld,
} from './fixtures.js';

// The monthly eTIMS report (decision 0069): the month's documents by their sale date, what KRA
// answered for each, and totals that add up to the rows and to the ledger's invoices.

let world: EtimsWorld;
beforeAll(async () => {
  world = await startEtimsWorld();
});
afterAll(() => stopEtimsWorld(world));

const sendRound = () => round(world);

/**
 * A VAT-registered landlord sending every tenant's documents: a shop in a commercial building
 * (tax type B) and a flat in a residential one (A).
 */
async function landlord() {
  const owner = await etimsLandlord(world, { scope: 'all' });
  const shops = await building(world, owner.token, 'commercial');
  const flats = await building(world, owner.token, 'residential');
  const shop = await businessTenant(world, owner.token, shops.place);
  const flat = await personTenant(world, owner.token, flats.place);
  return { ...owner, shop, flat, shops: shops.rental, flats: flats.rental };
}

const report = (token: string, month: string) =>
  world.t.app.inject({ url: `/api/etims/report?month=${month}`, headers: authed(token) });

const cents = (kes: number) => Math.round(kes * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);

describe('the monthly eTIMS report', () => {
  it('lists the month’s sales and refunds with KRA’s numbers, and totals that add up', async () => {
    const owner = await landlord();
    const other = await landlord();
    const shopSale = await billNow(world.t.app, owner.token, owner.shop.tenantid, 11600);
    await billNow(world.t.app, owner.token, owner.flat.tenantid, 5000);
    await billNow(world.t.app, other.token, other.shop.tenantid, 999);
    expect(await sendRound()).toMatchObject({ sent: 3, failed: 0 });
    const credited = await creditNote(world.t.app, owner.token, owner.shop.tenantid, {
      amount: 1160,
      reason: 'Billed the old rent',
      invoiceid: shopSale,
    });
    expect(credited.statusCode).toBe(201);
    expect(await sendRound()).toMatchObject({ sent: 1 });
    // One KRA refuses: it is in the report, failed, and not in what KRA took.
    await billNow(world.t.app, owner.token, owner.flat.tenantid, 700);
    world.sim.controls.failNext(1, { resultCd: '910', path: '/saveTrnsSalesOsdc' });
    expect(await sendRound()).toMatchObject({ failed: 1 });

    const answer = await report(owner.token, '2026-12');
    expect(answer.statusCode).toBe(200);
    const { etimsreport } = answer.json();
    const { rows, totals } = etimsreport;
    expect(etimsreport.month).toBe('2026-12');
    expect(rows).toHaveLength(4);
    const [sale, flatSale, refund, failed] = rows;
    const sales = salesFor(world.sim, owner.pin);
    expect(sale).toMatchObject({
      date: '2026-12-01',
      kind: 'sale',
      number: expect.stringMatching(/^INV-\d{6}$/),
      originalnumber: null,
      originaldocumentnumber: null,
      tenantname: 'Kiosk 4 Ltd',
      housenumber: owner.shop.tenantdata.housenumber,
      rentalname: owner.shops.rentaldata.rentalname,
      taxtype: 'B',
      taxable: 11600,
      vat: 1600,
      total: 11600,
      status: 'sent',
      controlnumber: expect.any(String),
      signature: expect.stringMatching(/^[A-Z2-7]{16}$/),
      sentat: expect.any(String),
    });
    expect(flatSale).toMatchObject({ kind: 'sale', taxtype: 'A', vat: 0, total: 5000 });
    expect(refund).toMatchObject({
      kind: 'refund',
      number: expect.stringMatching(/^CN-/),
      originalnumber: sale.number,
      originaldocumentnumber: sale.documentnumber,
      taxtype: 'B',
      taxable: -1160,
      vat: -160,
      total: -1160,
      status: 'sent',
    });
    expect(failed).toMatchObject({
      total: 700,
      status: 'failed',
      controlnumber: null,
      sentat: null,
    });
    // The control unit's numbers are the ones KRA was sent.
    const sentNumbers = sales.map((r) => r.body!.invcNo);
    for (const row of [sale, flatSale, refund, failed]) {
      expect(sentNumbers).toContain(row.documentnumber);
    }

    // KRA took the sales less the refund; the failed one waits.
    const taken = rows.filter((row: { status: string }) => row.status === 'sent');
    expect(totals.sent).toMatchObject({ count: 3, taxable: 15440, vat: 1440, total: 15440 });
    expect(cents(totals.sent.total)).toBe(sum(taken.map((row: { total: number }) => row.total)));
    expect(cents(totals.sent.vat)).toBe(sum(taken.map((row: { vat: number }) => row.vat)));
    expect(totals.sent.bytaxtype).toEqual([
      { taxtype: 'A', count: 1, taxable: 5000, vat: 0, total: 5000 },
      { taxtype: 'B', count: 2, taxable: 10440, vat: 1440, total: 10440 },
    ]);
    expect(totals.waiting).toEqual({ count: 1, taxable: 700, vat: 0, total: 700 });

    // The sales' amounts are the ledger's invoices.
    const invoices = [];
    for (const tenant of [owner.shop, owner.flat]) {
      const listed = await world.t.app.inject({
        url: `/api/invoice/all?tenantid=${tenant.tenantid}`,
        headers: authed(owner.token),
      });
      invoices.push(...listed.json().invoices);
    }
    const billed = invoices.map(
      (invoice: { invoicedata: { invoiceamount: number } }) => invoice.invoicedata.invoiceamount,
    );
    expect(billed).toHaveLength(3);
    const saleRows = rows.filter((row: { kind: string }) => row.kind === 'sale');
    expect(sum(saleRows.map((row: { total: number }) => row.total))).toBe(sum(billed));

    // Another organization's documents never show; another month is empty.
    const others = (await report(other.token, '2026-12')).json().etimsreport.rows;
    expect(others).toHaveLength(1);
    expect(others[0]).toMatchObject({ total: 999 });
    expect(JSON.stringify(rows)).not.toContain(others[0].id);
    const november = (await report(owner.token, '2026-11')).json().etimsreport;
    expect(november.rows).toEqual([]);
    expect(november.totals.sent).toMatchObject({ count: 0, total: 0, bytaxtype: [] });
  });

  it('shows what KRA received after the VAT registration and the premises change', async () => {
    const owner = await landlord();
    const sale = await billNow(world.t.app, owner.token, owner.shop.tenantid, 11600);
    expect(await sendRound()).toMatchObject({ sent: 1 });
    const credited = await creditNote(world.t.app, owner.token, owner.shop.tenantid, {
      amount: 1160,
      reason: 'Billed the old rent',
      invoiceid: sale,
    });
    expect(credited.statusCode).toBe(201);
    expect(await sendRound()).toMatchObject({ sent: 1 });
    // The figures are kept as sent, integer cents, a refund's positive as in its payload.
    const stored = await world.t.db
      .selectFrom('etims_transmissions')
      .selectAll()
      .where('invoice_id', '=', sale)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      kind: 'sale',
      tax_type: 'B',
      taxable_cents: 1_160_000,
      vat_cents: 160_000,
      total_cents: 1_160_000,
    });
    const refundRow = await world.t.db
      .selectFrom('etims_transmissions')
      .select(['tax_type', 'taxable_cents', 'vat_cents', 'total_cents'])
      .where('organization_id', '=', stored.organization_id)
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    expect(refundRow).toEqual({
      tax_type: 'B',
      taxable_cents: 116_000,
      vat_cents: 16_000,
      total_cents: 116_000,
    });
    const before = (await report(owner.token, '2026-12')).json().etimsreport;
    expect(before.totals.sent).toMatchObject({ count: 2, taxable: 10440, vat: 1440, total: 10440 });

    // The owner deregisters for VAT and lets the shops' building as homes.
    const saved = await world.t.app.inject({
      method: 'PUT',
      url: '/api/etims/settings',
      headers: authed(owner.token),
      payload: {
        pin: owner.pin,
        branchid: '00',
        deviceserial: owner.serial,
        vatregistered: false,
        scope: 'all',
      },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await world.t.app.inject({
      method: 'PUT',
      url: `/api/rental/all-rentals/${owner.shops.rentalid}`,
      headers: authed(owner.token),
      payload: {
        rentalname: owner.shops.rentaldata.rentalname,
        rentallocation: owner.shops.rentaldata.rentallocation,
        rentaluse: 'residential',
      },
    });
    expect(changed.statusCode).toBe(200);

    const after = (await report(owner.token, '2026-12')).json().etimsreport;
    expect(after).toEqual(before);
    expect(after.rows[0]).toMatchObject({ taxtype: 'B', taxable: 11600, vat: 1600, total: 11600 });
    expect(after.rows[1]).toMatchObject({ taxtype: 'B', taxable: -1160, vat: -160, total: -1160 });
    expect(after.totals.sent.bytaxtype).toEqual([
      { taxtype: 'B', count: 2, taxable: 10440, vat: 1440, total: 10440 },
    ]);

    // A row sent before migration 0063 has no figures: today's rule (D, no VAT) is shown.
    await world.t.db
      .updateTable('etims_transmissions')
      .set({ tax_type: null, taxable_cents: null, vat_cents: null, total_cents: null })
      .where('id', '=', stored.id)
      .execute();
    const older = (await report(owner.token, '2026-12')).json().etimsreport;
    expect(older.rows[0]).toMatchObject({ taxtype: 'D', taxable: 11600, vat: 0, total: 11600 });
    expect(older.rows[1]).toMatchObject({ taxtype: 'B', vat: -160, total: -1160 });
    expect(older.totals.sent).toMatchObject({ count: 2, taxable: 10440, vat: -160, total: 10440 });
  });

  it('refuses a month that is not YYYY-MM, in the one error shape', async () => {
    const owner = await landlord();
    for (const month of ['2026-13', '2026-1', 'december', '']) {
      const answer = await report(owner.token, month);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(Object) });
    }
    const missing = await world.t.app.inject({
      url: '/api/etims/report',
      headers: authed(owner.token),
    });
    expect(missing.statusCode).toBe(400);
  });

  it('pages the transmissions of every month, newest first, with a cursor', async () => {
    const owner = await landlord();
    for (let i = 0; i < 5; i += 1)
      await billNow(world.t.app, owner.token, owner.flat.tenantid, 100 + i);
    await sendRound();
    const page = (query: string) =>
      world.t.app.inject({
        url: `/api/etims/transmissions?${query}`,
        headers: authed(owner.token),
      });
    const first = (await page('limit=2')).json();
    expect(first.transmissions).toHaveLength(2);
    expect(first.nextcursor).toEqual(expect.any(String));
    const second = (await page(`limit=2&cursor=${first.nextcursor}`)).json();
    const third = (await page(`limit=2&cursor=${second.nextcursor}`)).json();
    expect(third.transmissions).toHaveLength(1);
    expect(third.nextcursor).toBeNull();
    const numbers = [first, second, third].flatMap((p) =>
      p.transmissions.map((row: { documentnumber: number }) => row.documentnumber),
    );
    expect(numbers).toEqual([5, 4, 3, 2, 1]);
    // Without a limit: every row, as before paging came.
    const all = (await page('')).json();
    expect(all.transmissions).toHaveLength(5);
    expect(all.nextcursor).toBeNull();
    expect((await page('limit=2&cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });
});
