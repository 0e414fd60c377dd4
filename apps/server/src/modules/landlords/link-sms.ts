import type { OwnerLinkSmsResponse } from '@rental/shared/schemas/owner-page';
import { lockLandlord } from '../../db/locks.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { payeeOf } from '../organization/index.js';
import { findMessageRow, ownerLinkTexts, queueSms, toSmsMessage } from '../sms/index.js';
import { keptOwnerLink, ownerLinkUrl, putOwnerLink, type OwnerLinkDeps } from './page-links.js';
import { requireLandlord } from './service.js';

/**
 * Texts the landlord their own page's link, in their language, through the organization's
 * outbox (sent once by the SMS sender, like every message; not held to tenants' sending
 * hours: the agent sends it by hand, as the owner statement). The link they have is sent when
 * its token reads back; without one (no link yet, or a changed secrets key) a new link is
 * made first, as POST /api/landlords/{id}/page-link does, and the old one stops working. The
 * SMS, any new link and the activity entries are written in one transaction, the landlord's
 * row locked so two sends at once cannot make two links; the entries never hold the link.
 */
export async function sendOwnerLinkSms(
  deps: OwnerLinkDeps,
  actor: Actor,
  landlordId: string,
): Promise<OwnerLinkSmsResponse> {
  const { organizationId } = actor;
  const now = deps.clock();
  const sent = await deps.db.transaction().execute(async (trx) => {
    await lockLandlord(trx, organizationId, landlordId, 'update');
    const landlord = await requireLandlord(trx, organizationId, landlordId);
    const kept = await keptOwnerLink(trx, deps, organizationId, landlord.id);
    const url =
      kept?.url ??
      ownerLinkUrl(deps.publicUrl, await putOwnerLink(trx, deps, actor, landlord, now));
    const agent = await payeeOf(trx, organizationId);
    const [messageId] = await queueSms(
      trx,
      [
        {
          organizationId,
          tenantId: null,
          recipientName: landlord.name,
          phoneNumber: landlord.phonenumber,
          text: ownerLinkTexts[landlord.language]({ name: landlord.name, url, agent: agent.name }),
          purpose: 'owner_link',
        },
      ],
      now,
    );
    await recordActivity(
      trx,
      actor,
      {
        kind: 'owner_link_sent',
        entity: 'landlord',
        entityId: landlord.id,
        details: { name: landlord.name, phonenumber: landlord.phonenumber },
      },
      now,
    );
    return { messageId: messageId!, newlink: !kept?.url };
  });
  const row = await findMessageRow(deps.db, organizationId, sent.messageId);
  if (!row) throw new Error('The queued link SMS was not found');
  return { message: toSmsMessage(row), newlink: sent.newlink };
}
