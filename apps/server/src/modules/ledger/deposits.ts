import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

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
 * The deposit bucket of some tenants, read from the journal in one grouped pass: Deposit
 * invoices (charged), payments' deposit parts net of their reversals (received, entered as
 * minus), deposit deductions (credit notes) and refunds (both entered as plus). Never mixed
 * into the rent balance.
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
  const part = (source: string) =>
    sql`sum(case when source_type = ${sql.lit(source)} then amount_cents else 0 end)`;
  const { rows } = await sql<
    Record<'charged' | 'paid' | 'deducted' | 'refunded', number | string> & {
      tenant_id: string;
    }
  >`
    select tenant_id, ${part('invoice')} as charged, ${part('payment')} as paid,
      ${part('credit_note')} as deducted, ${part('deposit_refund')} as refunded
    from ledger_entries
    where organization_id = ${organizationId} and bucket = ${sql.lit('deposit')} ${only}
    group by tenant_id
  `.execute(db);
  const result = new Map<string, DepositCents>();
  for (const row of rows) {
    const charged = Number(row.charged);
    // Entered as minus; 0 - x, not -x, so that nothing received is 0 and not -0.
    const received = 0 - Number(row.paid);
    const deducted = Number(row.deducted);
    const refunded = Number(row.refunded);
    result.set(row.tenant_id, {
      charged,
      received,
      deducted,
      refunded,
      held: received - deducted - refunded,
      due: Math.max(0, charged - received),
    });
  }
  return result;
}

export async function depositOf(db: Db, organizationId: string, tenantId: string) {
  return (await depositsOf(db, organizationId, [tenantId])).get(tenantId) ?? { ...none };
}
