import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.js';
import { setInvoiceMessage } from '../../src/modules/ledger/index.js';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { insertTenant } from '../helpers/portfolio.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  baraka,
  everyRowAsText,
  landlordWithHistories,
  moveOut,
  tracesOf,
  zawadi,
} from './fixtures.js';
import { ledgerSums, moneyRows, moneyViews } from './ledger-snapshot.js';

// Erasure for a former tenant (Kenya Data Protection Act 2019): "Former tenant #N", no trace
// of their name, phone, ID number or KRA PIN in any table, the books exactly as they were.

/** Every table of db/types.ts: tsc fails here when a table is added and not searched. */
const allTables = {
  organizations: true,
  users: true,
  member_rentals: true,
  sessions: true,
  rentals: true,
  room_types: true,
  tenants: true,
  water_readings: true,
  invoice_schedules: true,
  invoices: true,
  transactions: true,
  sms_messages: true,
  sms_delivery_reports: true,
  sms_settings: true,
  mpesa_settings: true,
  mpesa_settings_version: true,
  mpesa_callbacks: true,
  unallocated_payments: true,
  team_invitations: true,
  contact_requests: true,
  stk_requests: true,
  stk_callbacks: true,
  stk_callback_tokens: true,
  activity_log: true,
  pin_guards: true,
  pin_reset_codes: true,
  signup_requests: true,
  phone_codes: true,
  credit_notes: true,
  ledger_entries: true,
  tenant_balances: true,
  unpaid_charges: true,
  ledger_month_sums: true,
  mri_filings: true,
  closed_months: true,
  payment_reversals: true,
  landlords: true,
  landlord_remittances: true,
  owner_links: true,
  deposit_refunds: true,
  notification_reads: true,
  reminder_settings: true,
  reminders: true,
  late_fee_rules: true,
  schedule_runs: true,
  tenant_rent_changes: true,
  payment_receipts: true,
  payment_late_receipts: true,
  payment_texts: true,
  payment_replacements: true,
  invoice_sent_messages: true,
  expenses: true,
  expense_receipts: true,
  tenant_links: true,
  rate_windows: true,
  sms_incoming_secrets: true,
  sms_delivery_report_secrets: true,
  incoming_sms: true,
  quarantined_payments: true,
  payment_verifications: true,
  transaction_status_asks: true,
  idempotency_keys: true,
  notices: true,
  leases: true,
  lease_events: true,
  vacate_notices: true,
  lease_templates: true,
  etims_settings: true,
  etims_transmissions: true,
  etims_items: true,
  documents: true,
  vacancy_settings: true,
  vacancy_alerts: true,
  repair_counters: true,
  repairs: true,
  repair_events: true,
  repair_photos: true,
  whatsapp_settings: true,
  whatsapp_statuses: true,
} satisfies Record<keyof Database, true>;
const tables = Object.keys(allTables);

let t: TestApp;
let world: Awaited<ReturnType<typeof landlordWithHistories>>;
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
// Two tenants' whole histories through the API: more than the default 10 s on a busy machine.
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  world = await landlordWithHistories(t.app, time.clock());
  // An M-PESA prompt to the tenant's phone and Daraja's callback for it, as the STK flow
  // stores them (the product's Daraja app is not set up in this test).
  const at = time.clock().toISOString();
  await t.db
    .insertInto('stk_requests')
    .values({
      id: 'stk-1',
      organization_id: world.owner.organizationId,
      purpose: 'tenant_balance',
      tenant_id: world.zawadi.tenantid,
      user_id: null,
      user_name: 'Zawadi Mwakilema',
      plan_id: null,
      shortcode: '600984',
      checkout_request_id: 'ws_CO_0001',
      merchant_request_id: 'mr-1',
      phone: '254798765432',
      amount_cents: 50000,
      description: 'Rent',
      status: 'failed',
      result_code: '1032',
      result_desc: 'Request cancelled by user',
      receipt: null,
      transaction_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await t.db
    .insertInto('stk_callbacks')
    .values({
      id: 'stk-callback-1',
      checkout_request_id: 'ws_CO_0001',
      payload: JSON.stringify({
        Body: {
          stkCallback: {
            CheckoutRequestID: 'ws_CO_0001',
            ResultCode: 1032,
            CallbackMetadata: { Item: [{ Name: 'PhoneNumber', Value: 254798765432 }] },
          },
        },
      }),
      received_at: at,
    })
    .execute();
}, 60_000);
afterAll(() => t.close());

function erase(token: string, tenantId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tenant/${tenantId}/erase`,
    headers: authed(token),
  });
}

/** Where in the database any of these traces is still found: table → traces. */
async function whereFound(traces: string[]) {
  const texts = await everyRowAsText(t.db, tables);
  const found: Record<string, string[]> = {};
  for (const [table, text] of texts) {
    const hits = traces.filter((trace) => text.includes(trace.toLowerCase()));
    if (hits.length > 0) found[table] = hits;
  }
  return found;
}

describe('POST /api/tenant/{id}/erase', () => {
  it('refuses a current tenant: the tenancy must end first', async () => {
    const response = await erase(world.owner.token, world.zawadi.tenantid);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'conflict',
      key: 'tenancy.eraseCurrentTenant',
      message:
        "A current tenant's personal data cannot be erased. End the tenancy first: erasure is for former tenants",
    });
    // In the requester's language (their setting).
    const language = (value: 'en' | 'sw') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/language',
        headers: authed(world.owner.token),
        payload: { language: value },
      });
    await language('sw');
    const inKiswahili = await erase(world.owner.token, world.zawadi.tenantid);
    await language('en');
    expect(inKiswahili.json().error.message).toMatch(/^Taarifa binafsi ya mpangaji wa sasa/);
    expect(await whereFound([zawadi.lastname])).toHaveProperty('tenants');
  });

  it("answers 404 for another organization's tenant", async () => {
    const stranger = await landlordWithRoom(t.app);
    expect((await erase(stranger.token, world.zawadi.tenantid)).statusCode).toBe(404);
  });

  it('leaves no trace of a former tenant in any table, and the books as they were', async () => {
    const { owner } = world;
    const id = world.zawadi.tenantid;
    // A payment reversed with a reason that quotes the tenant (staff write what they like).
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/new-payment',
      // Its answer is kept for a retry, and names the tenant.
      headers: { ...authed(owner.token), 'idempotency-key': 'erase-test-payment' },
      payload: { tenantid: id, paymentmode: 'Cash', amount: 50, description: 'Rent' },
    });
    expect(twice.statusCode, twice.body).toBe(201);
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${twice.json().transaction.transactionid}/reverse`,
      headers: authed(owner.token),
      payload: { reason: `${zawadi.firstname} ${zawadi.lastname} paid once, typed twice` },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    // An invoice SMS sent later than the invoice was written (a held one released), naming them.
    const invoice = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('tenant_id', '=', id)
      .executeTakeFirstOrThrow();
    const sentText = `${zawadi.firstname} ${zawadi.lastname}: pay to paybill 600984`;
    await setInvoiceMessage(t.db, owner.organizationId, invoice.id, sentText, time.clock());
    await moveOut(t.app, owner.token, id, '2026-03-02');
    // Found everywhere before: the search is able to find them.
    const before = await whereFound(tracesOf(zawadi));
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'tenants',
        'payment_texts',
        'sms_messages',
        'activity_log',
        'payment_reversals',
        'invoice_sent_messages',
      ]),
    );
    const sums = await ledgerSums(t.db, owner.organizationId);
    const views = await moneyViews(t.app, owner.token, id);
    const rows = await moneyRows(t.db, owner.organizationId);
    expect(rows.ledger_entries!.length).toBeGreaterThan(0);
    expect(rows.payment_reversals!.length).toBeGreaterThan(0);
    // The payments themselves, whole: their name and description are beside them
    // (payment_texts, decision 0078), so erasure writes no payment row at all.
    const payments = () =>
      t.db
        .selectFrom('transactions')
        .selectAll()
        .where('organization_id', '=', owner.organizationId)
        .orderBy('id')
        .execute();
    const paymentRows = await payments();
    expect(paymentRows.filter((row) => row.tenant_id === id).length).toBeGreaterThan(0);

    const response = await erase(owner.token, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      erased: true,
      tenant: {
        tenantdata: {
          firstname: 'Former tenant',
          lastname: '#1',
          phonenumber: '',
          nationalid: null,
          krapin: null,
          housenumber: zawadi.housenumber,
          status: 'former',
          erased: true,
        },
      },
    });

    expect(await whereFound(tracesOf(zawadi))).toEqual({});
    // The other tenant is untouched.
    expect(Object.keys(await whereFound(tracesOf(baraka)))).toEqual(
      expect.arrayContaining(['tenants', 'payment_texts', 'sms_messages', 'activity_log']),
    );
    expect(await ledgerSums(t.db, owner.organizationId)).toEqual(sums);
    expect(await moneyViews(t.app, owner.token, id)).toEqual(views);
    // Every amount, date and id of every document, and every journal entry, as they were.
    expect(await moneyRows(t.db, owner.organizationId)).toEqual(rows);
    expect(await payments()).toEqual(paymentRows);

    const messages = await t.db
      .selectFrom('sms_messages')
      .select(['text', 'phone', 'recipient_name'])
      .where('tenant_id', '=', id)
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toEqual({ text: '', phone: '', recipient_name: 'Former tenant #1' });
    }
  });

  it('is logged without the name or phone, and entries about them name "Former tenant #1"', async () => {
    const { owner } = world;
    const [entry] = await activityOf(t.app, owner.token, 'tenant_erased');
    expect(entry).toMatchObject({
      summary: `Erased the personal data of a former tenant of house Q7 (${owner.rental.rentaldata.rentalname}), now Former tenant #1`,
      username: 'Amina Wanjiru',
      entityid: world.zawadi.tenantid,
    });
    const created = await activityOf(t.app, owner.token, 'tenant_created');
    expect(created.map((row) => row.summary)).toEqual(
      expect.arrayContaining([
        'Added the tenant Former tenant #1 (house Q7)',
        `Added the tenant ${baraka.firstname} ${baraka.lastname} (house Q8)`,
      ]),
    );
  });

  it('erases once: again it changes nothing; the next former tenant is #2', async () => {
    const { owner } = world;
    const again = await erase(owner.token, world.zawadi.tenantid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      erased: false,
      tenant: { tenantdata: { lastname: '#1' } },
    });
    expect(await activityOf(t.app, owner.token, 'tenant_erased')).toHaveLength(1);

    await moveOut(t.app, owner.token, world.baraka.tenantid, '2026-03-02');
    const next = await erase(owner.token, world.baraka.tenantid);
    expect(next.json()).toMatchObject({ erased: true, tenant: { tenantdata: { lastname: '#2' } } });
    expect(await whereFound([...tracesOf(zawadi), ...tracesOf(baraka)])).toEqual({});
  });

  it('numbers erasures made at the same moment apart, in the database', async () => {
    const { owner } = world;
    const place = {
      organizationId: owner.organizationId,
      rentalId: owner.rental.rentalid,
      roomId: owner.room.roomid,
    };
    const leavers = await Promise.all(
      ['Q21', 'Q22', 'Q23', 'Q24'].map((house) =>
        insertTenant(t.db, place, { house_number: house, status: 'former' }),
      ),
    );
    const erased = await Promise.all(leavers.map((leaver) => erase(owner.token, leaver.id)));
    const numbers = erased.map((response) => response.json().tenant.tenantdata.lastname).sort();
    expect(numbers).toEqual(['#3', '#4', '#5', '#6']);
  });

  it("refuses to take an erased tenant's details again", async () => {
    const { owner } = world;
    const tenant = world.zawadi.tenantdata;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/all-tenants/${world.zawadi.tenantid}`,
      headers: authed(owner.token),
      payload: {
        ...tenant,
        firstname: 'Zawadi',
        lastname: 'Mwakilema',
        openingmeterreading: undefined,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.key).toBe('tenancy.tenantErased');
  });
});
