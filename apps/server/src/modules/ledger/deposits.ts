import { sql, type RawBuilder } from 'kysely';
import { tenantKeyIn, type TenantKey } from '../../db/tenant-keys.js';
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
 * The deposit bucket of some tenants (all of the organization's when not given), read from the
 * journal in one grouped pass: Deposit invoices (charged), payments' deposit parts net of
 * their reversals (received, entered as minus), deposit deductions (credit notes) and refunds
 * (both entered as plus). Never mixed into the rent balance.
 */
export async function depositsOf(
  db: Db,
  organizationId: string,
  tenantIds?: readonly string[],
): Promise<Map<string, DepositCents>> {
  if (tenantIds) {
    return depositsOfTenants(
      db,
      tenantIds.map((tenantId) => ({ organizationId, tenantId })),
    );
  }
  return depositsWhere(db, sql`organization_id = ${organizationId}`);
}

/** depositsOf for some tenants of one or several organizations (a C2B batch), by tenant id. */
export async function depositsOfTenants(
  db: Db,
  keys: readonly TenantKey[],
): Promise<Map<string, DepositCents>> {
  if (keys.length === 0) return new Map();
  return depositsWhere(db, tenantKeyIn(db, 'organization_id', 'tenant_id', keys));
}

async function depositsWhere(db: Db, which: RawBuilder<unknown>) {
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
    where ${which} and bucket = ${sql.lit('deposit')}
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
