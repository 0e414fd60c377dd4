import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { chargeMessages } from '@rental/shared/schemas/charges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { signedInMember } from '../transactions/fixtures.js';

// 2026-03-02 09:00 in Nairobi.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function billNow(token: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/invoice/new-charge',
    headers: authed(token),
    payload,
  });
}

async function landlordWithTenants() {
  const owner = await landlordWithRoom(t.app);
  await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
  });
  const opening = { openingrentbalance: 0, openingwaterbalance: 0 };
  const amina = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Amina',
    housenumber: 'A1',
    ...opening,
  });
  const baraka = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Baraka',
    housenumber: 'A2',
    ...opening,
  });
  return { owner, amina, baraka };
}

describe('POST /api/invoice/new-charge (Bill now)', () => {
  it('bills one tenant a one-off charge through the ledger, with its SMS', async () => {
    const { owner, amina } = await landlordWithTenants();
    const response = await billNow(owner.token, {
      tenantid: amina.tenantid,
      chargetype: 'repair',
      description: 'Broken window pane',
      amount: '1500.50',
      sendsms: true,
    });
    expect(response.statusCode).toBe(201);
    const [invoice] = response.json().invoices;
    expect(invoice).toMatchObject({
      tenantid: amina.tenantid,
      amount: 1500.5,
      duedate: '2026-03-09',
    });
    expect(await tenantBalance(t.db, owner.organizationId, amina.tenantid)).toBe(150_050);
    const row = await t.db
      .selectFrom('invoices')
      .select(['invoice_type', 'charge_type', 'description', 'number'])
      .where('id', '=', invoice.invoiceid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      invoice_type: 'One-off Charge',
      charge_type: 'repair',
      description: 'Broken window pane',
      number: invoice.invoicenumber,
    });
    // The answer also says the number as people read it.
    expect(invoice.invoicenumberlabel).toBe(invoiceNumberLabel(invoice.invoicenumber));
    // Its journal entry names who billed it, not the system.
    const entry = await t.db
      .selectFrom('ledger_entries')
      .select(['actor_type', 'actor_id'])
      .where('source_id', '=', invoice.invoiceid)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor_type: 'owner', actor_id: owner.user.userid });
    const sms = await t.db
      .selectFrom('sms_messages')
      .select(['text', 'status'])
      .where('invoice_id', '=', invoice.invoiceid)
      .executeTakeFirstOrThrow();
    expect(sms.status).toBe('queued');
    expect(sms.text).toContain('Broken window pane, KES 1,500.50, due 9 Mar 2026');
    expect(sms.text).toContain('paybill 600984, account number A1');
    const log = await activityOf(t.app, owner.token);
    expect(log.find((e) => e.kind === 'charge_billed')?.summary).toMatch(
      /^Billed Amina .* KES 1,500\.50 for Broken window pane \(INV-\d{6}\)$/,
    );
  });

  it('bills every tenant of a rental, without SMS unless asked; members may bill', async () => {
    const { owner, amina, baraka } = await landlordWithTenants();
    const member = await signedInMember(t.app, t.db, owner.organizationId);
    const response = await billNow(member.token, {
      rentalid: owner.rental.rentalid,
      chargetype: 'other',
      description: 'Garbage collection, March',
      amount: 300,
    });
    expect(response.statusCode).toBe(201);
    const invoices = response.json().invoices;
    expect(invoices.map((i: { tenantid: string }) => i.tenantid)).toEqual([
      amina.tenantid,
      baraka.tenantid,
    ]);
    expect(invoices[1].invoicenumber).toBe(invoices[0].invoicenumber + 1);
    const sms = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('organization_id', '=', owner.organizationId)
      .where('purpose', '=', 'invoice')
      .execute();
    expect(sms).toHaveLength(0);
  });

  it('holds the SMS while no paybill is set, one per tenant billed', async () => {
    const owner = await landlordWithRoom(t.app);
    const opening = { openingrentbalance: 0, openingwaterbalance: 0 };
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'B1', ...opening });
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'B2', ...opening });
    const response = await billNow(owner.token, {
      rentalid: owner.rental.rentalid,
      chargetype: 'key replacement',
      description: 'New gate keys',
      amount: 250,
      sendsms: true,
    });
    expect(response.statusCode).toBe(201);
    const sms = await t.db
      .selectFrom('sms_messages')
      .select(['status', 'purpose', 'text'])
      .where('organization_id', '=', owner.organizationId)
      .orderBy('text')
      .execute();
    expect(sms.map((m) => [m.status, m.purpose])).toEqual([
      ['held', 'invoice'],
      ['held', 'invoice'],
    ]);
    expect(sms[0]!.text).toContain('New gate keys, KES 250');
    expect(sms[0]!.text).toContain('paybill (paybill not set), account number B1');
  });

  it('validates the body and never bills another organization', async () => {
    const { owner, amina } = await landlordWithTenants();
    const neither = await billNow(owner.token, {
      chargetype: 'penalty',
      description: 'x',
      amount: 10,
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields).toEqual({ tenantid: chargeMessages.whoRequired });
    const bad = await billNow(owner.token, {
      tenantid: amina.tenantid,
      chargetype: 'gift',
      description: ' ',
      amount: 0,
    });
    expect(bad.json().error.fields).toEqual({
      chargetype: chargeMessages.chargetypeRequired,
      description: chargeMessages.descriptionRequired,
      amount: chargeMessages.amountPositive,
    });
    const stranger = await landlordWithRoom(t.app);
    const body = { chargetype: 'penalty', description: 'Noise', amount: 500 };
    expect((await billNow(stranger.token, { ...body, tenantid: amina.tenantid })).statusCode).toBe(
      404,
    );
    expect(
      (await billNow(stranger.token, { ...body, rentalid: owner.rental.rentalid })).statusCode,
    ).toBe(404);
    const empty = await createRental(t.app, owner.token);
    const none = await billNow(owner.token, { ...body, rentalid: empty.rentalid });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ rentalid: chargeMessages.noTenants });
  });
});
