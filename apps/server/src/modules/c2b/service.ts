import { randomUUID } from 'node:crypto';
import { houseKeyFromBillRef } from '@rental/shared/account-ref';
import { nairobiDate } from '@rental/shared/billing-dates';
import { centsToKes } from '@rental/shared/money';
import type { UnallocatedPayment } from '@rental/shared/schemas/mpesa-settings';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { tenantBalance } from '../ledger/balances.js';
import { findSettingsBySecret } from '../mpesa/repository.js';
import { queueSms } from '../sms/outbox.js';
import { receiptText } from '../transactions/receipt.js';
import { readC2bBody, type PaybillPayment } from './parse.js';
import {
  findOpenUnallocated,
  findTenant,
  finishCallback,
  insertCallback,
  insertPaymentOnce,
  insertUnallocatedOnce,
  listOpenUnallocated,
  markAssigned,
  tenantsByHouseKey,
  transIdKnown,
} from './repository.js';

export interface C2bDeps {
  db: Db;
  clock: Clock;
}

export type ReconcileOutcome = 'matched' | 'duplicate' | 'unallocated';

type Payer = NonNullable<Awaited<ReturnType<typeof findTenant>>>;

/**
 * Records a tenant's M-PESA payment once (unique (organization, TransID)) and queues the SMS
 * receipt with the balance after it, in the caller's transaction. False: already recorded.
 */
async function recordMpesaPayment(
  trx: Db,
  organizationId: string,
  payer: Payer,
  payment: PaybillPayment,
  now: Date,
): Promise<string | undefined> {
  const id = randomUUID();
  const paidOn = nairobiDate(new Date(payment.paidAt));
  const inserted = await insertPaymentOnce(trx, {
    id,
    organization_id: organizationId,
    transaction_type: 'Tenant Payment',
    tenant_id: payer.id,
    tenant_name: `${payer.firstname} ${payer.lastname}`,
    recorded_by: null,
    recorded_by_name: 'M-PESA',
    payment_mode: 'MPESA',
    amount_cents: payment.amountCents,
    description: `M-PESA paybill payment by ${payment.payerName}`.slice(0, 200),
    paid_at: payment.paidAt,
    paid_on: paidOn,
    external_reference: payment.transId,
    created_at: now.toISOString(),
  });
  if (!inserted) return undefined;
  const balanceCents = await tenantBalance(trx, organizationId, payer.id);
  await queueSms(
    trx,
    [
      {
        organizationId,
        tenantId: payer.id,
        recipientName: `${payer.firstname} ${payer.lastname}`,
        phoneNumber: payer.phonenumber,
        text: receiptText({
          firstname: payer.firstname,
          amountCents: payment.amountCents,
          houseNumber: payer.house_number,
          paidOn,
          reference: payment.transId,
          balanceCents,
        }),
        purpose: 'receipt',
        transactionId: id,
      },
    ],
    now,
  );
  return id;
}

/**
 * The matching rule, shared by callbacks and statement imports: the account number the payer
 * typed, as a house-number key, names exactly one tenant of the organization → their payment;
 * none or several (the same house number in two rentals) → unallocated, the landlord chooses.
 */
export async function reconcilePayment(
  deps: C2bDeps,
  organizationId: string,
  payment: PaybillPayment,
  source: 'c2b' | 'statement',
  /** The landlord's account at a bank paybill ('' for an own paybill): see houseKeyFromBillRef. */
  bankAccountNumber: string,
  /** The stored callback this payment came in: its outcome commits with the payment. */
  callbackId?: string,
): Promise<ReconcileOutcome> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const outcome = await reconcileIn(trx, organizationId, payment, source, bankAccountNumber, now);
    if (callbackId) await finishCallback(trx, callbackId, outcome, now.toISOString());
    return outcome;
  });
}

async function reconcileIn(
  trx: Db,
  organizationId: string,
  payment: PaybillPayment,
  source: 'c2b' | 'statement',
  bankAccountNumber: string,
  now: Date,
): Promise<ReconcileOutcome> {
  if (await transIdKnown(trx, organizationId, payment.transId)) return 'duplicate';
  const key = houseKeyFromBillRef(payment.billRef, bankAccountNumber);
  const tenants = key ? await tenantsByHouseKey(trx, organizationId, key) : [];
  if (tenants.length === 1) {
    const id = await recordMpesaPayment(trx, organizationId, tenants[0]!, payment, now);
    return id ? 'matched' : 'duplicate';
  }
  const parked = await insertUnallocatedOnce(trx, {
    id: randomUUID(),
    organization_id: organizationId,
    trans_id: payment.transId,
    amount_cents: payment.amountCents,
    bill_ref: payment.billRef,
    payer_name: payment.payerName,
    paid_at: payment.paidAt,
    source,
    assigned_transaction_id: null,
    assigned_at: null,
    created_at: now.toISOString(),
  });
  return parked ? 'unallocated' : 'duplicate';
}

export type CallbackAnswer =
  | { status: 200; body: { ResultCode: number | string; ResultDesc: string } }
  | { status: 400; body: { ResultCode: string; ResultDesc: string } };

const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

/**
 * A C2B confirmation or validation to `/api/c2b/<secret>/<kind>`. Unknown secret: not found
 * (nothing stored). Not JSON: 400, nothing stored. JSON: stored first as received, then
 * read; missing fields: 400 and no payment. A shortcode other than the organization's
 * paybill is recorded as ignored and never credits anyone.
 */
export async function handleC2bCallback(
  deps: C2bDeps,
  secret: string,
  kind: 'confirmation' | 'validation',
  rawBody: string,
): Promise<CallbackAnswer> {
  const settings = /^[0-9a-f]{40}$/.test(secret)
    ? await findSettingsBySecret(deps.db, secret)
    : undefined;
  if (!settings) throw notFound('Callback URL');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { ResultCode: 'C2B00016', ResultDesc: 'Rejected: not JSON' } };
  }
  const organizationId = settings.organization_id;
  const callbackId = randomUUID();
  const rawTransId = (body as { TransID?: unknown } | null)?.TransID;
  await insertCallback(deps.db, {
    id: callbackId,
    organizationId,
    kind,
    rawBody,
    transId: typeof rawTransId === 'string' ? rawTransId.slice(0, 64) : null,
    at: deps.clock().toISOString(),
  });
  const finish = (outcome: string) =>
    finishCallback(deps.db, callbackId, outcome, deps.clock().toISOString());

  const reading = readC2bBody(body, settings.paybill_number);
  if (reading.kind === 'invalid') {
    await finish('invalid');
    return {
      status: 400,
      body: { ResultCode: 'C2B00016', ResultDesc: `Rejected: ${reading.problems.join('; ')}` },
    };
  }
  if (reading.kind === 'ignored-shortcode') {
    await finish('ignored-shortcode');
    if (kind === 'validation') {
      return { status: 200, body: { ResultCode: 'C2B00015', ResultDesc: 'Rejected' } };
    }
    return { status: 200, body: accepted };
  }

  if (kind === 'validation') {
    if (Number(settings.validation_enabled) !== 1) {
      await finish('accepted');
      return { status: 200, body: { ResultCode: '0', ResultDesc: 'Accepted' } };
    }
    const key = houseKeyFromBillRef(reading.payment.billRef, settings.account_number);
    const tenants = key ? await tenantsByHouseKey(deps.db, organizationId, key) : [];
    if (tenants.length === 0) {
      await finish('rejected');
      return { status: 200, body: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } };
    }
    await finish('accepted');
    return { status: 200, body: { ResultCode: '0', ResultDesc: 'Accepted' } };
  }

  await reconcilePayment(
    deps,
    organizationId,
    reading.payment,
    'c2b',
    settings.account_number,
    callbackId,
  );
  return { status: 200, body: accepted };
}

export async function listUnallocated(
  deps: C2bDeps,
  organizationId: string,
): Promise<UnallocatedPayment[]> {
  const rows = await listOpenUnallocated(deps.db, organizationId);
  return rows.map((row) => ({
    id: row.id,
    transid: row.trans_id,
    amount: centsToKes(Number(row.amount_cents)),
    billref: row.bill_ref,
    payername: row.payer_name,
    paidat: row.paid_at,
    source: row.source === 'statement' ? 'statement' : 'c2b',
  }));
}

/** The landlord's choice: the payment becomes that tenant's, with its receipt SMS. */
export async function assignUnallocated(
  deps: C2bDeps,
  organizationId: string,
  id: string,
  tenantId: string,
): Promise<{ transactionid: string }> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findOpenUnallocated(trx, organizationId, id);
    if (!row) throw notFound('Unallocated payment');
    const payer = await findTenant(trx, organizationId, tenantId);
    if (!payer) {
      throw new AppError('validation', 'Please select tenant', {
        tenantid: 'Please select tenant',
      });
    }
    const payment: PaybillPayment = {
      transId: row.trans_id,
      amountCents: Number(row.amount_cents),
      billRef: row.bill_ref,
      payerName: row.payer_name,
      paidAt: row.paid_at,
    };
    const transactionId = await recordMpesaPayment(trx, organizationId, payer, payment, now);
    if (!transactionId) {
      throw new AppError('conflict', `${row.trans_id} is already recorded as a payment`);
    }
    if (!(await markAssigned(trx, organizationId, id, transactionId, now.toISOString()))) {
      throw notFound('Unallocated payment');
    }
    return { transactionid: transactionId };
  });
}
