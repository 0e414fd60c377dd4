import { randomUUID } from 'node:crypto';
import { nairobiDate, nairobiDayEnd, nairobiDayStart, nairobiInstant } from '@rental/shared/dates';
import type { TransactionType } from '@rental/shared/enums';
import { validationMessages as m } from '@rental/shared/messages';
import { kesToCents } from '@rental/shared/money';
import type {
  PaymentValues,
  Transaction,
  transactionQuerySchema,
  transactionTypeFilters,
} from '@rental/shared/schemas/transactions';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type Actor, rentalScopeOf, type RentalScope } from '../access/index.js';
import { msg } from '@rental/shared/message-catalogue';
import {
  paymentSources,
  postPayment,
  transactionReference,
  assertMonthOpen,
} from '../ledger/index.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { receiptRecordedError } from './receipt-recorded.js';
import { withVerification } from './verified.js';
import { findPayer, findTransactionRow, latestPaidAt, listTransactionRows } from './repository.js';

export interface TransactionsDeps {
  db: Db;
  clock: Clock;
}

/**
 * The instant of a payment: now for today's, Nairobi noon for a past day's; and after every
 * payment the organization already has on that day, so payments recorded in one millisecond
 * (or on one past day) still list newest first in the order they were recorded. Without a
 * lock two simultaneous payments may share an instant; the list then orders them by id.
 */
async function paymentInstant(db: Db, organizationId: string, paidOn: string, target: string) {
  const dayEnd = nairobiDayEnd(paidOn);
  const latest = await latestPaidAt(db, organizationId, nairobiDayStart(paidOn), dayEnd);
  if (!latest || latest < target) return target;
  const after = new Date(Date.parse(latest) + 1).toISOString();
  return after < dayEnd ? after : target;
}

/**
 * Records a tenant's payment, and queues their SMS receipt with it when asked. An M-PESA
 * receipt number already in the organization's books (by hand, C2B, STK or unallocated) is
 * refused with the payment that holds it: the database decides, in this transaction.
 */
export async function recordPayment(
  deps: TransactionsDeps,
  actor: Actor,
  body: PaymentValues,
): Promise<Transaction> {
  const { organizationId } = actor;
  const now = deps.clock();
  const today = nairobiDate(now);
  const paidOn = body.date ?? today;
  if (paidOn > today) throw fieldError('date', m.paymentDateFuture);

  const id = randomUUID();
  const receipt = body.reference;
  await deps.db.transaction().execute(async (trx) => {
    const payer = await findPayer(trx, organizationId, body.tenantid, rentalScopeOf(actor));
    if (!payer) throw fieldError('tenantid', m.tenantRequired);
    await assertMonthOpen(trx, organizationId, paidOn);
    const target = paidOn === today ? now.toISOString() : nairobiInstant(paidOn, '12:00');
    const posted = await postPayment(
      trx,
      actor,
      {
        id,
        payer,
        amountCents: kesToCents(body.amount),
        paymentMode: body.paymentmode,
        description: body.description,
        paidAt: await paymentInstant(trx, organizationId, paidOn, target),
        externalReference: receipt,
        recordedBy: { userId: actor.userId, name: actor.name },
        // The landlord and the tenant know the payment by its M-PESA receipt when it has one.
        reference: receipt ?? transactionReference(id),
        activity: { source: paymentSources.manual, paymentMode: body.paymentmode },
        sendReceipt: body.sendreceipt,
        toDeposit: body.todeposit ? 'first' : 'none',
      },
      now,
    );
    if (!posted.inserted && receipt) throw await receiptRecordedError(trx, organizationId, receipt);
  });
  return getTransaction(deps, organizationId, id, rentalScopeOf(actor));
}

export async function getTransaction(
  deps: TransactionsDeps,
  organizationId: string,
  transactionId: string,
  scope: RentalScope,
): Promise<Transaction> {
  const row = await findTransactionRow(deps.db, organizationId, transactionId, scope);
  if (!row) throw notFound('Transaction');
  const [transaction] = await withVerification(deps.db, organizationId, [row]);
  return transaction!;
}

const typeOfFilter: Record<(typeof transactionTypeFilters)[number], TransactionType | undefined> = {
  all: undefined,
  tenant: 'Tenant Payment',
  subscription: 'Subscription Payment',
};

/** A page of transactions, newest first; `nextcursor` fetches the older ones. */
export async function listTransactions(
  deps: TransactionsDeps,
  organizationId: string,
  query: z.output<typeof transactionQuerySchema>,
  scope: RentalScope,
) {
  const rows = await listTransactionRows(
    deps.db,
    organizationId,
    {
      from: query.from,
      to: query.to,
      tenantId: query.tenantid || undefined,
      type: typeOfFilter[query.type],
      before: query.before ? decodeCursor(query.before) : undefined,
      limit: query.limit,
    },
    scope,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextcursor =
    rows.length > query.limit && last ? encodeCursor({ paidAt: last.paid_at, id: last.id }) : null;
  return { transactions: await withVerification(deps.db, organizationId, page), nextcursor };
}

/**
 * Nothing in the books is deleted (issue 29): a payment is reversed instead, with a reason
 * (POST /api/transactions/{id}/reverse). 404 for an unknown payment, else 409.
 */
export async function deleteTransaction(
  deps: TransactionsDeps,
  actor: Actor,
  transactionId: string,
): Promise<never> {
  const row = await findTransactionRow(
    deps.db,
    actor.organizationId,
    transactionId,
    rentalScopeOf(actor),
  );
  if (!row) throw notFound('Transaction');
  throw new AppError('payment_reverse_instead', msg('error.paymentReverseInstead'), undefined, {
    transactionid: transactionId,
  });
}
