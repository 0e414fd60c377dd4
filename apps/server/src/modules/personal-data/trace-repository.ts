import type { Db } from '../../db/connection.js';
import { paymentsOf } from '../ledger/index.js';

/**
 * Where copies of a tenant's name and phone were made, read before an erasure: every table
 * that denormalises them (db/types.ts), by the tenant's id or by what ties a row to them.
 */
export async function tenantCopies(db: Db, organizationId: string, tenantId: string) {
  const [transactions, sent, received, prompts, entries] = await Promise.all([
    // The payments copy the tenant's name (reversed ones too: they stay in the books).
    paymentsOf(db, organizationId, tenantId),
    db
      .selectFrom('sms_messages')
      .select(['recipient_name', 'phone'])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .execute(),
    db
      .selectFrom('incoming_sms')
      .select('phone')
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .execute(),
    db
      .selectFrom('stk_requests')
      .select(['id', 'phone', 'checkout_request_id'])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .execute(),
    // The tenant's own entries name them as they were then (a name since corrected, too).
    db
      .selectFrom('activity_log')
      .select(['user_name', 'role', 'details'])
      .where('organization_id', '=', organizationId)
      .where('entity', '=', 'tenant')
      .where('entity_id', '=', tenantId)
      .execute(),
  ]);
  const transIds = transactions.flatMap((row) =>
    row.external_reference ? [row.external_reference] : [],
  );
  const transactionIds = transactions.map((row) => row.id);
  const [unallocated, callbacks] = await Promise.all([
    transactionIds.length === 0
      ? []
      : db
          .selectFrom('unallocated_payments')
          .select(['id', 'payer_name', 'trans_id'])
          .where('organization_id', '=', organizationId)
          .where('assigned_transaction_id', 'in', transactionIds)
          .execute(),
    transIds.length === 0
      ? []
      : db
          .selectFrom('mpesa_callbacks')
          .select(['id', 'raw_body', 'payment_payer_name', 'payment_bill_ref'])
          .where('organization_id', '=', organizationId)
          .where('trans_id', 'in', transIds)
          .execute(),
  ]);
  return { transactions, sent, received, prompts, entries, unallocated, callbacks };
}

export type TenantCopies = Awaited<ReturnType<typeof tenantCopies>>;

/** The STK callbacks of the tenant's prompts (stk_callbacks has no organization column). */
export function stkCallbacksOf(db: Db, checkoutRequestIds: readonly string[]) {
  if (checkoutRequestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stk_callbacks')
    .select(['id', 'payload'])
    .where('checkout_request_id', 'in', checkoutRequestIds)
    .execute();
}
