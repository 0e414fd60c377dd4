import { randomUUID } from 'node:crypto';
import type { PaymentMode } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../access/index.js';
import { assertMonthOpen } from './closed-months.js';
import { postEntries } from './journal.js';

export interface NewDepositRefund {
  tenantId: string;
  amountCents: number;
  paymentMode: PaymentMode;
  reference: string;
  /** The Nairobi day it was paid back. */
  refundedOn: string;
}

/**
 * The one way deposit leaves the books: paid back to the tenant at move-out, in the caller's
 * transaction. It lowers the deposit held and leaves the rent balance as it is.
 */
export async function postDepositRefund(
  trx: Db,
  actor: Actor,
  refund: NewDepositRefund,
  now: Date,
): Promise<string> {
  await assertMonthOpen(trx, actor.organizationId, refund.refundedOn);
  const id = randomUUID();
  await trx
    .insertInto('deposit_refunds')
    .values({
      id,
      organization_id: actor.organizationId,
      tenant_id: refund.tenantId,
      amount_cents: refund.amountCents,
      payment_mode: refund.paymentMode,
      reference: refund.reference,
      refunded_on: refund.refundedOn,
      created_by: actor.userId,
      created_by_name: actor.name,
      created_at: now.toISOString(),
    })
    .execute();
  // The deposit held goes down: + in the deposit bucket (db/types.ts LedgerEntriesTable).
  await postEntries(
    trx,
    actor.organizationId,
    actor,
    [
      {
        tenantId: refund.tenantId,
        kind: 'deposit_refund',
        bucket: 'deposit',
        amountCents: refund.amountCents,
        effectiveOn: refund.refundedOn,
        sourceType: 'deposit_refund',
        sourceId: id,
      },
    ],
    now,
  );
  return id;
}
