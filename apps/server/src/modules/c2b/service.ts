import { houseKeyFromBillRef } from '@rental/shared/account-ref';
import { centsToKes } from '@rental/shared/money';
import type { UnallocatedPayment } from '@rental/shared/schemas/mpesa-settings';
import { msg } from '@rental/shared/message-catalogue';
import { validationMessages } from '@rental/shared/messages';
import type { Db } from '../../db/connection.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../access/index.js';
import { paymentSources } from '../ledger/index.js';
import { recordMpesaPayment } from './mpesa-payment.js';
import { parkUnallocated } from './unallocated.js';
import type { PaybillPayment } from './parse.js';
import {
  findOpenUnallocated,
  findTenant,
  listOpenUnallocated,
  markAssigned,
  tenantsByHouseKey,
} from './repository.js';

export interface C2bDeps {
  db: Db;
  clock: Clock;
}

export type ReconcileOutcome = 'matched' | 'duplicate' | 'unallocated';

/**
 * The matching rule, shared by callbacks and statement imports: the account number the payer
 * typed, as a house-number key, names exactly one tenant of the organization → their payment;
 * none or several (the same house number in two rentals) → unallocated, the landlord chooses.
 */
export async function reconcilePayment(
  deps: C2bDeps,
  /** M-PESA itself for a callback; the user who imports a statement. */
  actor: Actor,
  payment: PaybillPayment,
  source: 'c2b' | 'statement',
  /** The landlord's account at a bank paybill ('' for an own paybill): see houseKeyFromBillRef. */
  bankAccountNumber: string,
): Promise<ReconcileOutcome> {
  const now = deps.clock();
  return deps.db
    .transaction()
    .execute(
      async (trx) =>
        (await reconcileWithId(trx, actor, payment, source, bankAccountNumber, now)).outcome,
    );
}

/**
 * reconcilePayment in the caller's transaction (a statement import, an accepted held
 * payment), with the transaction a matched payment became. A TransID already recorded, as a
 * payment or an unallocated one, loses its receipt claim: 'duplicate'.
 */
export async function reconcileWithId(
  trx: Db,
  actor: Actor,
  payment: PaybillPayment,
  source: 'c2b' | 'statement',
  bankAccountNumber: string,
  now: Date,
): Promise<{ outcome: ReconcileOutcome; transactionId: string | null }> {
  const { organizationId } = actor;
  const key = houseKeyFromBillRef(payment.billRef, bankAccountNumber);
  const tenants = key ? await tenantsByHouseKey(trx, organizationId, key) : [];
  if (tenants.length === 1) {
    const payer = tenants[0]!;
    const id = await recordMpesaPayment(
      trx,
      actor,
      payer,
      payment,
      { source: paymentSources[source] },
      now,
    );
    return id
      ? { outcome: 'matched', transactionId: id }
      : { outcome: 'duplicate', transactionId: null };
  }
  const [parked] = await parkUnallocated(trx, organizationId, [{ payment }], now, source);
  return { outcome: parked ? 'unallocated' : 'duplicate', transactionId: null };
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
  actor: Actor,
  id: string,
  tenantId: string,
): Promise<{ transactionid: string }> {
  const { organizationId } = actor;
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findOpenUnallocated(trx, organizationId, id);
    if (!row) throw notFound('Unallocated payment');
    const payer = await findTenant(trx, organizationId, tenantId);
    if (!payer) {
      throw fieldError('tenantid', validationMessages.tenantRequired);
    }
    const payment: PaybillPayment = {
      transId: row.trans_id,
      amountCents: Number(row.amount_cents),
      billRef: row.bill_ref,
      payerName: row.payer_name,
      paidAt: row.paid_at,
    };
    const transactionId = await recordMpesaPayment(
      trx,
      actor,
      payer,
      payment,
      { unallocatedId: id },
      now,
    );
    if (!transactionId) {
      throw new AppError('conflict', msg('error.transIdRecorded', { reference: row.trans_id }));
    }
    if (!(await markAssigned(trx, organizationId, id, transactionId, now.toISOString()))) {
      throw notFound('Unallocated payment');
    }
    return { transactionid: transactionId };
  });
}
