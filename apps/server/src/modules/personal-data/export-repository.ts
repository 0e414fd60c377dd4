import type { Db } from '../../db/connection.js';
import { creditNotesOf, invoicesOf, paymentsOf } from '../ledger/index.js';
import { repairsOfTenant } from '../repairs/index.js';

/**
 * Everything stored about one tenant, each query scoped by the organization and the tenant's
 * id, so an export can hold nothing of anyone else. Columns are picked one by one; the money
 * documents come from the ledger's reads.
 */
export async function tenantRecords(db: Db, organizationId: string, tenantId: string) {
  const [
    rentChanges,
    invoices,
    payments,
    creditNotes,
    readings,
    sent,
    received,
    prompts,
    link,
    repairs,
  ] = await Promise.all([
    db
      .selectFrom('tenant_rent_changes')
      .select(['effective_from', 'monthly_rent_cents', 'reason'])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .orderBy('effective_from')
      .execute(),
    invoicesOf(db, organizationId, tenantId),
    paymentsOf(db, organizationId, tenantId),
    creditNotesOf(db, organizationId, tenantId),
    db
      .selectFrom('water_readings')
      .select([
        'id',
        'reading_date',
        'kind',
        'previous_reading_hundredths',
        'reading_hundredths',
        'usage_hundredths',
        'cost_cents',
        'meter_replacement',
      ])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .orderBy('reading_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sms_messages')
      .select(['id', 'phone', 'text', 'purpose', 'status', 'created_at'])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('incoming_sms')
      .select(['id', 'phone', 'text', 'outcome', 'created_at'])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('stk_requests')
      .select(['phone', 'amount_cents', 'status', 'receipt', 'created_at'])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('tenant_links')
      .select(['created_at', 'created_by_name'])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst(),
    repairsOfTenant(db, organizationId, tenantId),
  ]);
  return {
    rentChanges,
    invoices,
    payments,
    creditNotes,
    readings,
    sent,
    received,
    prompts,
    link,
    repairs,
  };
}

export type TenantRecords = Awaited<ReturnType<typeof tenantRecords>>;

/** The tenant's own row: what the profile part of the export shows. */
export function tenantProfileRow(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select(['created_at', 'sms_blocked_at', 'erased_at'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst();
}
