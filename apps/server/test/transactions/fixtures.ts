import { defaultDueRule, dueDateOf } from '@rental/shared/due-dates';
import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/dates';
import type { InvoiceType } from '@rental/shared/enums';
import type { PaymentBody, Transaction } from '@rental/shared/schemas/transactions';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/connection.js';
import type { Insertable } from 'kysely';
import type { InvoicesTable, TransactionsTable } from '../../src/db/types.js';
import type { Clock } from '../../src/lib/clock.js';
import { hashPin } from '../../src/modules/auth/pin-hash.js';
import { writePaymentTexts } from '../../src/modules/ledger/payment-texts.js';
import { authed, signIn } from '../helpers/accounts.js';
import {
  chargeEntries,
  paymentEntries,
  postEntries,
  systemPoster,
  type RecordedPayment,
} from '../../src/modules/ledger/journal.js';

/** A clock a test sets to any instant (month ends, Nairobi midnight). */
export function settableClock(start: string) {
  let now = Date.parse(start);
  const clock: Clock = () => new Date(now);
  return {
    clock,
    set(instant: string) {
      now = Date.parse(instant);
    },
    advanceMs(ms: number) {
      now += ms;
    },
  };
}

export function postPayment(app: App, token: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/transactions/new-payment',
    headers: authed(token),
    payload: payload as object,
  });
}

/** Records a payment through the API, as the New Transaction form does. */
export async function pay(
  app: App,
  token: string,
  tenantid: string,
  amount: number,
  overrides: Partial<PaymentBody> = {},
): Promise<Transaction> {
  const response = await postPayment(app, token, {
    tenantid,
    paymentmode: 'Cash',
    amount,
    description: 'Rent',
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`payment not recorded: ${response.body}`);
  return response.json().transaction;
}

let nextPhone = 799_000_000;

/**
 * A second user of an organization (a member), signed in: users are added by the owner in a
 * later issue, so the row goes straight into the database and signs in through the API.
 */
export async function signedInMember(
  app: App,
  db: Db,
  organizationId: string,
  name = { firstname: 'Otieno', lastname: 'Ochieng' },
  role: 'manager' | 'accountant' | 'caretaker' = 'manager',
) {
  nextPhone += 1;
  const now = new Date().toISOString();
  const user = {
    id: randomUUID(),
    organization_id: organizationId,
    role,
    ...name,
    phonenumber: `0${nextPhone}`,
    email: 'member@example.co.ke',
    status: 'active' as const,
    pin_hash: await hashPin('2468'),
    failed_pin_attempts: 0,
    locked_until: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(user).execute();
  const response = await signIn(app, user.phonenumber, '2468');
  if (response.statusCode !== 200) throw new Error(`member sign-in failed: ${response.body}`);
  return { userId: user.id, token: response.json().token as string };
}

/** An invoice row as the invoice run writes it (that module is tested on its own). */
export async function insertInvoice(
  db: Db,
  invoice: {
    organizationId: string;
    tenantId: string;
    amountCents: number;
    type?: InvoiceType;
    billingDate?: string;
    invoiceDate?: string;
    dueDate?: string;
  },
): Promise<InvoicesTable> {
  // The organization's own counter, as the ledger numbers charges: fixtures and real charges mix.
  const { last_invoice_number: number } = await db
    .updateTable('organizations')
    .set((eb) => ({ last_invoice_number: eb('last_invoice_number', '+', 1) }))
    .where('id', '=', invoice.organizationId)
    .returning('last_invoice_number')
    .executeTakeFirstOrThrow();
  const billingDate = invoice.billingDate ?? '2026-03-01';
  const invoiceDate = invoice.invoiceDate ?? `${billingDate}T05:00:00.000Z`;
  const row: InvoicesTable = {
    id: randomUUID(),
    organization_id: invoice.organizationId,
    number: Number(number),
    schedule_id: null,
    tenant_id: invoice.tenantId,
    invoice_type: invoice.type ?? 'Rental Invoice Bill',
    billing_date: billingDate,
    months: 1,
    invoice_date: invoiceDate,
    amount_cents: invoice.amountCents,
    message: 'Dear tenant, your invoice.',
    created_at: invoiceDate,
    due_date: invoice.dueDate ?? dueDateOf(defaultDueRule, billingDate),
    description: '',
    charge_type: null,
    late_fee_for: null,
  };
  await db.insertInto('invoices').values(row).execute();
  // And its journal entry, as postCharges writes it.
  await postEntries(db, row.organization_id, systemPoster, chargeEntries([row]), new Date());
  return row;
}

function recorded(row: Insertable<TransactionsTable>): RecordedPayment {
  return {
    id: row.id,
    tenantId: row.tenant_id!,
    rentalId: row.rental_id ?? null,
    amountCents: Number(row.amount_cents),
    depositCents: Number(row.deposit_cents),
    waterCents: Number(row.water_cents ?? 0),
    serviceChargeCents: Number(row.service_charge_cents ?? 0),
    otherCents: Number(row.other_cents ?? 0),
    paidOn: row.paid_on,
  };
}

/** A transaction row written directly: M-PESA payments, subscription payments, ties. */
export async function insertTransaction(
  db: Db,
  row: Partial<Insertable<TransactionsTable>> & {
    organization_id: string;
    paid_at: string;
    /** The payment's texts (payment_texts), as postPayments writes them beside it. */
    tenant_name?: string;
    description?: string;
  },
) {
  const { tenant_name = 'M-PESA payer', description = 'Paybill payment', ...columns } = row;
  const full = {
    id: randomUUID(),
    transaction_type: 'Tenant Payment',
    tenant_id: null,
    recorded_by: null,
    recorded_by_name: 'M-PESA',
    payment_mode: 'MPESA',
    amount_cents: 100_000,
    paid_on: nairobiDate(new Date(row.paid_at)),
    external_reference: null,
    deposit_cents: 0,
    rental_id: null,
    created_at: row.paid_at,
    ...columns,
  } satisfies Insertable<TransactionsTable>;
  await db.insertInto('transactions').values(full).execute();
  await writePaymentTexts(db, [
    {
      transactionId: full.id,
      organizationId: full.organization_id,
      payerName: tenant_name,
      description,
    },
  ]);
  // A tenant's payment has its journal entries, as postPayments writes them.
  if (full.tenant_id && full.transaction_type === 'Tenant Payment') {
    await postEntries(
      db,
      full.organization_id,
      systemPoster,
      paymentEntries(recorded(full)),
      new Date(),
    );
  }
  return { ...full, tenant_name, description };
}
