import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/index.js';
import { systemActor } from '../access/index.js';
import { organizationOfSecret } from './incoming-secret.js';
import { tenantsByPhone } from './incoming-repository.js';
import { blockTenantSms } from './opt-outs.js';
import { storedPhoneForms } from './phone-forms.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/** Africa's Talking's "Bulk SMS Opt Out" notification (docs/reference/africastalking-sms.md). */
export interface OptOutNotice {
  /** The sender id the person opted out of; empty or absent for the provider's default. */
  senderId?: string;
  phoneNumber: string;
}

/**
 * What a notice did: tenants newly blocked, all of them blocked already, or a number no tenant
 * of the organization has (a former tenant's too is blocked: one phone, one person).
 */
export type OptOutResult = 'blocked' | 'already_blocked' | 'unknown_number';

/**
 * Someone opted out of the organization's SMS: every tenant of the organization on that phone
 * is marked SMS-blocked (opt-outs.ts), each with its activity entry, in one transaction. The
 * entry's actor is Africa's Talking, as a system: the notice is unsigned word of the provider,
 * not the tenant acting in our app. A repeated notice changes and logs nothing.
 */
export async function receiveOptOutNotice(
  deps: { db: Db; clock: Clock },
  secret: string,
  notice: OptOutNotice,
): Promise<OptOutResult> {
  const organizationId = await organizationOfSecret(deps.db, secret);
  if (!organizationId) throw notFound('Page');
  const phone = storedPhoneForms(notice.phoneNumber);
  if (!phone) return 'unknown_number';
  const now = deps.clock();
  const provider = systemActor(organizationId, "Africa's Talking");
  return deps.db.transaction().execute(async (trx) => {
    const tenants = await tenantsByPhone(trx, organizationId, phone.forms);
    if (tenants.length === 0) return 'unknown_number';
    let blocked = 0;
    for (const tenant of tenants) {
      if (!(await blockTenantSms(trx, organizationId, tenant.id, now.toISOString()))) continue;
      blocked += 1;
      await recordActivity(
        trx,
        provider,
        {
          kind: 'sms_opted_out',
          entity: 'tenant',
          entityId: tenant.id,
          details: {
            name: tenantDisplayName(tenant),
            house: tenant.house_number,
            phonenumber: tenant.phonenumber,
            sender: notice.senderId || null,
          },
        },
        now,
      );
    }
    return blocked > 0 ? 'blocked' : 'already_blocked';
  });
}
