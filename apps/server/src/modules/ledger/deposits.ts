import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { isCreditSql, isDepositChargeSql } from './kinds-sql.js';

/** A tenant's deposit in cents: what was charged, received, deducted and refunded. */
export interface DepositCents {
  charged: number;
  received: number;
  deducted: number;
  refunded: number;
  /** Received less deductions and refunds. */
  held: number;
  /** Charged and not yet received. */
  due: number;
}

const none: DepositCents = { charged: 0, received: 0, deducted: 0, refunded: 0, held: 0, due: 0 };

/**
 * The deposit bucket of some tenants (ledger-kinds.ts), in one statement: Deposit invoices
 * (charged), the deposit part of their payments (received), deposit deductions (credit
 * notes of that kind) and refunds. Never mixed into the rent balance.
 */
export async function depositsOf(
  db: Db,
  organizationId: string,
  tenantIds?: readonly string[],
): Promise<Map<string, DepositCents>> {
  if (tenantIds && tenantIds.length === 0) return new Map();
  const only = tenantIds
    ? sql`and tenant_id in (${sql.join(tenantIds.map((id) => sql`${id}`))})`
    : sql``;
  const { rows } = await sql<{ tenant_id: string; kind: string; cents: number | string }>`
    select tenant_id, 'charged' as kind, sum(amount_cents) as cents from invoices
      where organization_id = ${organizationId} and ${isDepositChargeSql('invoice_type')} ${only}
      group by tenant_id
    union all
    select tenant_id, 'received', sum(deposit_cents) from transactions
      where organization_id = ${organizationId} and ${isCreditSql('transaction_type')}
        and deposit_cents <> 0 ${only}
      group by tenant_id
    union all
    select tenant_id, 'deducted', sum(amount_cents) from credit_notes
      where organization_id = ${organizationId} and kind = 'deposit_deduction' ${only}
      group by tenant_id
    union all
    select tenant_id, 'refunded', sum(amount_cents) from deposit_refunds
      where organization_id = ${organizationId} ${only}
      group by tenant_id
  `.execute(db);
  const result = new Map<string, DepositCents>();
  for (const row of rows) {
    const deposit = result.get(row.tenant_id) ?? { ...none };
    deposit[row.kind as 'charged' | 'received' | 'deducted' | 'refunded'] = Number(row.cents);
    result.set(row.tenant_id, deposit);
  }
  for (const deposit of result.values()) {
    deposit.held = deposit.received - deposit.deducted - deposit.refunded;
    deposit.due = Math.max(0, deposit.charged - deposit.received);
  }
  return result;
}

export async function depositOf(db: Db, organizationId: string, tenantId: string) {
  return (await depositsOf(db, organizationId, [tenantId])).get(tenantId) ?? { ...none };
}
