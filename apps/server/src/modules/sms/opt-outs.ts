import type { Db } from '../../db/connection.js';

/**
 * Tenants who opted out of the landlord's SMS. Africa's Talking says so in three ways: a send
 * refused per recipient with 406 UserInBlacklist (its answer to our own request), a delivery
 * report whose failureReason is UserInBlackList, or its "Bulk SMS Opt Out" notification
 * (opt-out-notice.ts; see docs/reference/africastalking-sms.md). The last two count only when they
 * come on the organization's secret path, for that organization's message or tenant: anyone
 * could post to a path without a secret. Each marks the tenant SMS-blocked: what is queued for
 * them afterwards fails at once with `optedOutReason`, never tried or retried.
 */

export const optedOutReason = 'The tenant opted out of SMS from this sender';

/** Whether a provider's refusal or failure reason means the person opted out. */
export function isOptOut(reason: string | null | undefined, statusCode?: number): boolean {
  return statusCode === 406 || /^UserInBlackList$/i.test(reason ?? '');
}

/**
 * Marks the tenant SMS-blocked (the first report's time stays); true when this marked them,
 * false when they were already blocked.
 */
export async function blockTenantSms(
  db: Db,
  organizationId: string,
  tenantId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('tenants')
    .set({ sms_blocked_at: now, updated_at: now })
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .where('sms_blocked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Which of these tenants are SMS-blocked. */
export async function blockedTenants(db: Db, tenantIds: string[]): Promise<Set<string>> {
  if (tenantIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('tenants')
    .select('id')
    .where('id', 'in', [...new Set(tenantIds)])
    .where('sms_blocked_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * START from the tenant (decision 0068): messages may go to them again; true when this
 * unblocked them. An erased tenant stays blocked (personal-data/erase-service.ts blocks them
 * for good).
 */
export async function unblockTenantSms(
  db: Db,
  organizationId: string,
  tenantId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('tenants')
    .set({ sms_blocked_at: null, updated_at: now })
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .where('sms_blocked_at', 'is not', null)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
