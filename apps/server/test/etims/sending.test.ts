import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/connection.js';
import { whatsappBillDocument } from '../../src/modules/bills/index.js';
import { drainTransmissions, queuePostedDocuments } from '../../src/modules/etims/index.js';
import { authed, signUp } from '../helpers/accounts.js';
import { samePostgresPlace } from '../helpers/postgres-database.js';
import { scannedCodes } from '../helpers/scan-qr.js';
import { billNow, creditNote } from '../tenancy/tenancy-fixtures.js';
import {
  building,
  businessTenant,
  etimsDeps,
  etimsLandlord,
  itemSavesFor,
  personTenant,
  salesFor as salesOf,
  sendRound as round,
  startEtimsWorld,
  stopEtimsWorld,
  type EtimsWorld,
} from './fixtures.js';

let world: EtimsWorld;
beforeAll(async () => {
  world = await startEtimsWorld();
});
afterAll(() => stopEtimsWorld(world));

const sendRound = () => round(world);
const salesFor = (pin: string) => salesOf(world.sim, pin);

/** A VAT-registered landlord of a commercial building, eTIMS saved and its device initialised. */
async function commercialLandlord(scope: 'all' | 'business' = 'business') {
  const owner = await etimsLandlord(world, { scope });
  const { place } = await building(world, owner.token, 'commercial');
  const business = await businessTenant(world, owner.token, place);
  const person = await personTenant(world, owner.token, place);
  return { ...owner, business, person };
}

function transmissionsOf(token: string, query = '') {
  return world.t.app.inject({ url: `/api/etims/transmissions${query}`, headers: authed(token) });
}

describe('invoices reaching KRA', () => {
  it('sends the chosen tenants’ invoices and credit notes once, and nothing for the others', async () => {
    const owner = await commercialLandlord('business');
    const invoiceid = await billNow(world.t.app, owner.token, owner.business.tenantid, 11600);
    await billNow(world.t.app, owner.token, owner.person.tenantid, 5000);

    expect(await sendRound()).toMatchObject({ sent: 1, failed: 0 });
    const [sale] = salesFor(owner.pin);
    expect(sale!.body).toMatchObject({
      rcptTyCd: 'S',
      orgInvcNo: 0,
      custTin: 'A012345678B',
      custNm: 'Kiosk 4 Ltd',
      totAmt: 11600,
      taxblAmtB: 11600,
      taxAmtB: 1600,
    });
    const saleNumber = sale!.body!.invcNo as number;

    const credited = await creditNote(world.t.app, owner.token, owner.business.tenantid, {
      amount: 1160,
      reason: 'Billed the old rent',
      invoiceid,
    });
    expect(credited.statusCode).toBe(201);
    expect(await sendRound()).toMatchObject({ sent: 1 });
    const refund = salesFor(owner.pin)[1]!;
    expect(refund.body).toMatchObject({ rcptTyCd: 'R', orgInvcNo: saleNumber, totAmt: 1160 });

    // The invoice answers carry their state at KRA; a tenant not chosen has none.
    const sentOf = async (tenantid: string) =>
      (
        await world.t.app.inject({
          url: `/api/invoice/all?tenantid=${tenantid}`,
          headers: authed(owner.token),
        })
      ).json().invoices;
    const [billed] = await sentOf(owner.business.tenantid);
    expect(billed.etims).toMatchObject({ status: 'sent', controlnumber: expect.any(String) });
    expect(billed.etims.qrurl).toMatch(/indexEtimsReceiptData\?Data=/);
    // KRA's receipt signature, which the invoice PDF prints, is in the QR link too.
    expect(billed.etims.signature).toEqual(expect.any(String));
    expect(billed.etims.qrurl).toContain(billed.etims.signature.replaceAll('-', ''));
    expect((await sentOf(owner.person.tenantid))[0].etims).toBeNull();

    // Later rounds send nothing again.
    expect(await sendRound()).toMatchObject({ claimed: 0 });
    expect(salesFor(owner.pin)).toHaveLength(2);

    const listed = await transmissionsOf(owner.token, '?month=2026-12');
    expect(listed.statusCode).toBe(200);
    const { transmissions } = listed.json();
    expect(transmissions).toHaveLength(2);
    for (const row of transmissions) {
      expect(row).toMatchObject({
        invoiceid,
        status: 'sent',
        controlnumber: expect.any(String),
        signature: expect.stringMatching(/^[A-Z2-7]{16}$/),
        error: null,
        attempts: 1,
      });
      expect(row.qrurl).toBe(
        `https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=${owner.pin}00${row.signature}`,
      );
      expect(row.invoicenumber).toMatch(/^INV-\d{6}$/);
    }
    expect((await transmissionsOf(owner.token, '?month=2026-11')).json().transmissions).toEqual([]);
    expect((await transmissionsOf(owner.token, '?status=failed')).json().transmissions).toEqual([]);
  });

  it('prints KRA’s receipt link as a QR code on the invoice PDF WhatsApp carries', async () => {
    const owner = await commercialLandlord('business');
    const invoiceId = await billNow(world.t.app, owner.token, owner.business.tenantid, 11600);
    const pdf = (language: 'en' | 'sw') =>
      whatsappBillDocument(
        { db: world.t.db, clock: world.time.clock },
        {
          organizationId: owner.organizationId,
          kind: 'invoice',
          invoiceId,
          transactionId: null,
          language,
        },
      );
    // Not yet at KRA: no code.
    expect(scannedCodes((await pdf('en'))!.data)).toEqual([]);

    expect(await sendRound()).toMatchObject({ sent: 1 });
    const [sent] = (await transmissionsOf(owner.token)).json().transmissions;
    expect(sent.qrurl).toMatch(/indexEtimsReceiptData\?Data=/);
    expect(scannedCodes((await pdf('sw'))!.data)).toEqual([sent.qrurl]);
  });

  it('sends every tenant’s invoices when the landlord chose all tenants', async () => {
    const owner = await commercialLandlord('all');
    await billNow(world.t.app, owner.token, owner.person.tenantid, 5000);
    expect(await sendRound()).toMatchObject({ sent: 1 });
    expect(salesFor(owner.pin)[0]!.body).toMatchObject({ totAmt: 5000, custNm: 'Wanjiku Kamau' });
    expect(salesFor(owner.pin)[0]!.body).not.toHaveProperty('custTin');
  });

  it('makes one sale at KRA when an answer is lost and the document is sent again', async () => {
    const owner = await commercialLandlord();
    await billNow(world.t.app, owner.token, owner.business.tenantid, 2000);
    world.sim.controls.hangNext(1, '/saveTrnsSalesOsdc');
    expect(await sendRound()).toMatchObject({ retried: 1, sent: 0 });
    const [lost] = (await transmissionsOf(owner.token)).json().transmissions;
    expect(lost).toMatchObject({ status: 'queued', attempts: 1, controlnumber: null });
    expect(lost.error).toMatch(/^timeout/);

    // Not before its backoff.
    expect(await sendRound()).toMatchObject({ claimed: 0 });
    world.time.advanceMs(61_000);
    expect(await sendRound()).toMatchObject({ sent: 1 });
    const [sent] = (await transmissionsOf(owner.token)).json().transmissions;
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
    const number = salesFor(owner.pin)[0]!.body!.invcNo as number;
    expect(salesFor(owner.pin).map((r) => r.body!.invcNo)).toEqual([number, number]);
    expect(world.sim.controls.salesCount(number, owner.pin)).toBe(1);
  });

  it('fails what KRA refuses, and the owner’s retry sends it again under its number', async () => {
    const owner = await commercialLandlord();
    await billNow(world.t.app, owner.token, owner.business.tenantid, 3000);
    world.sim.controls.failNext(1, { resultCd: '910', path: '/saveTrnsSalesOsdc' });
    expect(await sendRound()).toMatchObject({ failed: 1 });
    const [failed] = (await transmissionsOf(owner.token, '?status=failed')).json().transmissions;
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/^910/);

    const retried = await world.t.app.inject({
      method: 'POST',
      url: `/api/etims/transmissions/${failed.id}/retry`,
      headers: authed(owner.token),
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().transmission).toMatchObject({ id: failed.id, status: 'queued' });
    const again = await world.t.app.inject({
      method: 'POST',
      url: `/api/etims/transmissions/${failed.id}/retry`,
      headers: authed(owner.token),
    });
    expect(again.statusCode).toBe(409);
    const activity = await world.t.app.inject({
      url: '/api/activity',
      headers: authed(owner.token),
    });
    expect(JSON.stringify(activity.json())).toContain('etims_retried');

    expect(await sendRound()).toMatchObject({ sent: 1 });
    const numbers = salesFor(owner.pin).map((r) => r.body!.invcNo);
    expect(new Set(numbers).size).toBe(1);

    const other = await signUp(world.t.app);
    const foreign = await world.t.app.inject({
      method: 'POST',
      url: `/api/etims/transmissions/${failed.id}/retry`,
      headers: authed(other.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('queues and sends each document once with two senders at once', async () => {
    const owner = await commercialLandlord();
    for (let i = 0; i < 6; i += 1) {
      await billNow(world.t.app, owner.token, owner.business.tenantid, 1000 + i);
    }
    const second = process.env.DATABASE_URL
      ? openDb(await samePostgresPlace(world.t.db, process.env.DATABASE_URL))
      : undefined;
    try {
      const mine = etimsDeps(world);
      const other = etimsDeps(world, second?.db ?? world.t.db);
      await Promise.all([queuePostedDocuments(mine), queuePostedDocuments(other)]);
      const results = await Promise.all([drainTransmissions(mine), drainTransmissions(other)]);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    } finally {
      await second?.db.destroy();
    }
    const numbers = salesFor(owner.pin).map((r) => r.body!.invcNo);
    expect(numbers).toHaveLength(6);
    expect(new Set(numbers).size).toBe(6);
    // Their one item was registered at KRA once, by whichever sender claimed it.
    expect(itemSavesFor(world.sim, owner.pin)).toHaveLength(1);
    const { transmissions } = (await transmissionsOf(owner.token)).json();
    expect(transmissions.map((r: { status: string }) => r.status)).toEqual(Array(6).fill('sent'));
  });
});
