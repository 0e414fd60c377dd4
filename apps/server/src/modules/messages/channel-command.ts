import type { TenantChannel } from '@rental/shared/enums';
import type { IncomingSmsOutcome } from '@rental/shared/enums';
import { tenantGreetingName, tenantDisplayName } from '@rental/shared/tenant-name';
import type { Db } from '../../db/connection.js';
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import { orderedId } from '../../lib/ordered-id.js';
import { tenantActor } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { payeeOf } from '../organization/index.js';
import {
  channelChangedSms,
  insertIncomingSms,
  markIncomingAnswered,
  queueSms,
  storedPhoneForms,
  tenantsByPhone,
} from '../sms/index.js';
import { setTenantsChannel } from '../tenants/index.js';

/**
 * WHATSAPP or SMS texted in (issue 34) chooses how the tenant is messaged. WHATSAPP means
 * WhatsApp with SMS once when WhatsApp refuses or has not delivered (whatsapp_sms): a tenant
 * choosing by SMS cannot know whether their number takes the landlord's WhatsApp messages, and
 * a message that reaches no one is worse than one by SMS (decision 0061).
 */
const commands: Record<string, TenantChannel> = { WHATSAPP: 'whatsapp_sms', SMS: 'sms' };

/** The channel a message asks for; null when it is no channel command. */
export function channelCommandOf(text: string): TenantChannel | null {
  return commands[text.trim().toUpperCase()] ?? null;
}

/** Answers a phone gets to WHATSAPP/SMS: enough to confirm a choice, too few to run up a bill. */
export const channelAnswersPerHour: RateLimit = { max: 5, windowMs: 60 * 60_000 };

interface ChannelFields {
  from: string;
  to: string;
  text: string;
  date: string;
  id: string;
  linkId?: string;
}

/**
 * Sets the channel of every current tenancy on that phone, stored with the message like a
 * balance answer (in the caller's transaction: a failure stores nothing) and confirmed by
 * SMS in the tenant's language unless they opted out. A phone of no current tenant changes
 * nothing.
 */
export async function receiveChannelCommand(
  trx: Db,
  organizationId: string,
  fields: ChannelFields,
  channel: TenantChannel,
  now: Date,
): Promise<IncomingSmsOutcome | 'duplicate'> {
  const phone = storedPhoneForms(fields.from);
  const tenants = phone ? await tenantsByPhone(trx, organizationId, phone.forms) : [];
  const current = tenants.filter((tenant) => tenant.status === 'current');
  const outcome: IncomingSmsOutcome = !tenants[0]
    ? 'unknown_sender'
    : current.length === 0
      ? 'former_tenant'
      : 'rate_limited';
  const id = orderedId(now);
  const stored = await insertIncomingSms(trx, {
    id,
    organization_id: organizationId,
    provider_message_id: fields.id,
    phone: fields.from,
    short_code: fields.to,
    text: fields.text,
    link_id: fields.linkId || null,
    provider_date: fields.date,
    tenant_id: (current[0] ?? tenants[0])?.id ?? null,
    // Until the choice is made below, in this same transaction.
    outcome,
    reply_message_id: null,
    created_at: now.toISOString(),
  });
  if (!stored) return 'duplicate';
  const first = current[0];
  if (!first || !phone) return outcome;
  const key = `sms-channel:${organizationId}:${phone.msisdn}`;
  if (!(await takeRateSlot(trx, key, channelAnswersPerHour, now))) return 'rate_limited';

  const ids = current.map((tenant) => tenant.id);
  const changed = new Set(await setTenantsChannel(trx, organizationId, ids, channel, now));
  for (const tenant of current.filter((t) => changed.has(t.id))) {
    await recordActivity(
      trx,
      tenantActor(tenant),
      {
        kind: 'tenant_channel_changed',
        entity: 'tenant',
        entityId: tenant.id,
        details: { keyword: fields.text.trim().toUpperCase(), channel },
      },
      now,
    );
  }
  let replyId: string | null = null;
  if (first.sms_blocked_at === null) {
    const payee = await payeeOf(trx, organizationId);
    const text = channelChangedSms(first.language, {
      firstname: tenantGreetingName(first),
      landlord: payee.name,
      channel,
    });
    [replyId = null] = await queueSms(
      trx,
      [
        {
          organizationId,
          tenantId: first.id,
          recipientName: tenantDisplayName(first),
          phoneNumber: `+${phone.msisdn}`,
          text,
          purpose: 'other',
        },
      ],
      now,
    );
  }
  await markIncomingAnswered(trx, id, replyId, 'channel_changed');
  return 'channel_changed';
}
