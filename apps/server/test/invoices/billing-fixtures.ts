import { nairobiDate } from '@rental/shared/dates';
import { randomUUID } from 'node:crypto';
import { accountRefKey } from '@rental/shared/account-ref';
import type { InvoiceSettingBody } from '@rental/shared/schemas/invoice-settings';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/connection.js';
import type { TenantsTable } from '../../src/db/types.js';
import { authed } from '../helpers/accounts.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { paymentEntries, postEntries, systemPoster } from '../../src/modules/ledger/journal.js';
import { writePaymentTexts } from '../../src/modules/ledger/payment-texts.js';
import { systemActor } from '../../src/modules/access/actor.js';
import { postOpenings } from '../../src/modules/ledger/post-openings.js';

export type Landlord = Awaited<ReturnType<typeof billingLandlord>>;

/**
 * A landlord with one rental and one room type (rent KES 8,500 by default), on the given
 * plan ('enterprise' by default, so plan limits and the trial do not get in the way).
 */
export async function billingLandlord(
  app: App,
  db: Db,
  options: { plan?: string | null; monthlyrent?: number } = {},
) {
  const owner = await landlordWithRoom(app, { monthlyrent: options.monthlyrent ?? 8500 });
  const plan = options.plan === undefined ? 'enterprise' : options.plan;
  await db
    .updateTable('organizations')
    .set({ plan_id: plan })
    .where('id', '=', owner.organizationId)
    .execute();
  const room = {
    organizationId: owner.organizationId,
    rentalId: owner.rental.rentalid,
    roomId: owner.room.roomid,
  };
  return { ...owner, roomRef: room };
}

let nextHouse = 0;

/** Tenants straight into the database, many per statement, with house numbers A001, A002... */
export async function insertTenants(
  db: Db,
  room: { organizationId: string; rentalId: string; roomId: string },
  count: number,
  overrides: (i: number) => Partial<TenantsTable> = () => ({}),
): Promise<TenantsTable[]> {
  // Moved in before any billing date the tests use: the run bills only tenants who lived
  // there on the billing date.
  const now = '2026-01-01T00:00:00.000Z';
  const rows = Array.from({ length: count }, (_, i): TenantsTable => {
    nextHouse += 1;
    const house = `A${String(i + 1).padStart(5, '0')}`;
    const meter = `MT${nextHouse}-${randomUUID().slice(0, 8)}`;
    return {
      id: randomUUID(),
      organization_id: room.organizationId,
      rental_id: room.rentalId,
      room_type_id: room.roomId,
      kind: 'person',
      firstname: 'Tenant',
      lastname: String(i + 1),
      phonenumber: `07${String(10_000_000 + i).padStart(8, '0')}`,
      house_number: house,
      house_number_key: accountRefKey(house),
      meter_number: meter,
      meter_number_key: accountRefKey(meter),
      opening_rent_balance_cents: 0,
      opening_water_balance_cents: 0,
      national_id: null,
      kra_pin: null,
      status: 'current',
      language: 'en',
      channel: 'sms',
      sms_blocked_at: null,
      move_in_date: nairobiDate(new Date(overrides(i).created_at ?? now)),
      move_out_date: null,
      created_at: now,
      updated_at: now,
      ...overrides(i),
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('tenants')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  // Their opening balances into the journal, as adding tenants posts them.
  const owing = rows.filter(
    (row) => row.opening_rent_balance_cents !== 0 || row.opening_water_balance_cents !== 0,
  );
  await postOpenings(db, systemActor(room.organizationId), owing, new Date());
  return rows;
}

export function scheduleBody(
  rentalid: string,
  overrides: Partial<InvoiceSettingBody> = {},
): InvoiceSettingBody {
  return {
    invoicetype: 'Rental Invoice Bill',
    rentalid,
    billingfrequency: 'monthly',
    startdate: '2026-03-02',
    ...overrides,
  };
}

export function postSchedule(app: App, token: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/invoicesettings/new-invoice',
    headers: authed(token),
    payload: payload as object,
  });
}

/** Schedules an invoice through the API; returns its id. */
export async function createSchedule(
  app: App,
  owner: { token: string; rental: { rentalid: string } },
  overrides: Partial<InvoiceSettingBody> = {},
): Promise<string> {
  const response = await postSchedule(
    app,
    owner.token,
    scheduleBody(owner.rental.rentalid, overrides),
  );
  if (response.statusCode !== 201) throw new Error(`schedule not created: ${response.body}`);
  return response.json().invoice.settingid;
}

export function invoicesOf(db: Db, organizationId: string) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('number')
    .execute();
}

export function smsOf(db: Db, organizationId: string) {
  return db
    .selectFrom('sms_messages')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .execute();
}

export function scheduleRow(db: Db, scheduleId: string) {
  return db
    .selectFrom('invoice_schedules')
    .selectAll()
    .where('id', '=', scheduleId)
    .executeTakeFirstOrThrow();
}

/** A payment row straight into the ledger (what the transactions module records). */
export async function insertPayment(
  db: Db,
  tenant: { id: string; organization_id: string },
  cents: number,
  paidAt = '2026-03-10T08:00:00.000Z',
) {
  const id = randomUUID();
  await db
    .insertInto('transactions')
    .values({
      id,
      organization_id: tenant.organization_id,
      transaction_type: 'Tenant Payment',
      tenant_id: tenant.id,
      recorded_by: null,
      recorded_by_name: 'Test',
      payment_mode: 'Cash',
      amount_cents: cents,
      paid_at: paidAt,
      paid_on: paidAt.slice(0, 10),
      external_reference: null,
      deposit_cents: 0,
      created_at: paidAt,
    })
    .execute();
  const text = { payerName: 'Tenant', description: 'Rent' };
  await writePaymentTexts(db, [
    { transactionId: id, organizationId: tenant.organization_id, ...text },
  ]);
  const payment = { id, tenantId: tenant.id, rentalId: null, amountCents: cents };
  const parts = { depositCents: 0, waterCents: 0, serviceChargeCents: 0, otherCents: 0 };
  const entries = paymentEntries({ ...payment, ...parts, paidOn: paidAt.slice(0, 10) });
  await postEntries(db, tenant.organization_id, systemPoster, entries, new Date());
}

/** A water reading of `costCents`, taken at `at`, not yet billed. */
export async function insertReading(
  db: Db,
  tenant: { id: string; organization_id: string },
  costCents: number,
  at: string,
) {
  await db
    .insertInto('water_readings')
    .values({
      id: randomUUID(),
      organization_id: tenant.organization_id,
      tenant_id: tenant.id,
      reading_date: at,
      previous_reading_hundredths: 0,
      reading_hundredths: 100,
      usage_hundredths: 100,
      unit_rate_cents: costCents,
      cost_cents: costCents,
      meter_replacement: 0 as unknown as boolean,
      recorded_by: randomUUID(),
      invoice_id: null,
      kind: 'reading',
    })
    .execute();
}
