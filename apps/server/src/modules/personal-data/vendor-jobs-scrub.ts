import type { Db } from '../../db/connection.js';
import { repairsOfTenant } from '../repairs/index.js';
import type { Erasure } from './erase-repository.js';

/**
 * Jobs texted to vendors about the tenant's repairs (repairs/notify-vendor.ts): sent to the
 * vendor, not to the tenant, so `eraseMessages` does not find them, yet they may carry the
 * tenant's phone (when the landlord shared it) and what the tenant wrote. Found by the
 * repairs' references; their text scrubbed as the tenant's own. The tables changed.
 */
export async function scrubVendorJobs(trx: Db, erasure: Erasure): Promise<string[]> {
  const { organizationId: org, own } = erasure;
  const references = (await repairsOfTenant(trx, org, erasure.tenantId)).map((r) => r.reference);
  if (references.length === 0) return [];
  const jobs = await trx
    .selectFrom('sms_messages')
    .select(['id', 'text'])
    .where('organization_id', '=', org)
    .where('purpose', '=', 'repair')
    .where('tenant_id', 'is', null)
    .where((eb) => eb.or(references.map((reference) => eb('text', 'like', `%${reference}%`))))
    .execute();
  let changed = false;
  for (const job of jobs) {
    const text = own.text(job.text);
    if (text === job.text) continue;
    await trx
      .updateTable('sms_messages')
      .set({ text })
      .where('organization_id', '=', org)
      .where('id', '=', job.id)
      .execute();
    changed = true;
  }
  return changed ? ['sms_messages'] : [];
}
