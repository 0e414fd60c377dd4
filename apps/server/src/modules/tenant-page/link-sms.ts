import { tenantPageMessages, type TenantLinkSmsResponse } from '@rental/shared/schemas/tenant-page';
import { lockTenant } from '../../db/locks.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import { payeeOf } from '../organization/index.js';
import { findMessageRow, queueSms, toSmsMessage, tenantLinkTexts } from '../sms/index.js';
import { requireTenantRow, sendableTenantLinks } from '../tenants/index.js';
import type { TenantLinkDeps } from './link-service.js';
import { tenantDisplayName, tenantGreetingName } from '@rental/shared/tenant-name';

/**
 * Texts the tenant their private page's link, in their language, through the outbox (sent by
 * the SMS sender, like every tenant message). The link they have is sent when its token is
 * kept; without one (no link yet, or one made before links were kept for SMS) a new link is
 * made first, as POST /api/tenant/{id}/link does, and the old one stops working. A tenant who
 * opted out of SMS is refused (409) with nothing queued or made. The SMS, the new link and the
 * activity entries are written in one transaction; the entries never hold the link.
 */
export async function sendTenantLinkSms(
  deps: TenantLinkDeps,
  actor: Actor,
  tenantId: string,
): Promise<TenantLinkSmsResponse> {
  const { organizationId } = actor;
  const now = deps.clock();
  const sent = await deps.db.transaction().execute(async (trx) => {
    await lockTenant(trx, organizationId, tenantId);
    const tenant = await requireTenantRow(trx, organizationId, tenantId, rentalScopeOf(actor));
    if (tenant.sms_blocked_at) throw new AppError('conflict', tenantPageMessages.smsBlocked);
    const { urls, issued } = await sendableTenantLinks(trx, deps, actor, [tenant], now);
    const payee = await payeeOf(trx, organizationId);
    const name = tenantDisplayName(tenant);
    const [messageId] = await queueSms(
      trx,
      [
        {
          organizationId,
          tenantId,
          recipientName: name,
          phoneNumber: tenant.phonenumber,
          text: tenantLinkTexts[tenant.language]({
            firstname: tenantGreetingName(tenant),
            url: urls.get(tenantId)!,
            landlord: payee.name,
          }),
          purpose: 'tenant_link',
        },
      ],
      now,
    );
    await recordActivity(
      trx,
      actor,
      {
        kind: 'tenant_link_sent',
        entity: 'tenant',
        entityId: tenantId,
        details: { tenant: name, phonenumber: tenant.phonenumber },
      },
      now,
    );
    return { messageId: messageId!, newlink: issued.has(tenantId) };
  });
  const row = await findMessageRow(deps.db, organizationId, sent.messageId);
  if (!row) throw new Error('The queued link SMS was not found');
  return { message: toSmsMessage(row), newlink: sent.newlink };
}
