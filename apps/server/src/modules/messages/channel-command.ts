import type { TenantChannel } from '@rental/shared/enums';
import type { IncomingSmsOutcome } from '@rental/shared/enums';
import { tenantGreetingName, tenantDisplayName } from '@rental/shared/tenant-name';
import type { Db } from '../../db/connection.js';
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import { tenantActor } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { payeeOf } from '../organization/index.js';
import {
  blockTenantSms,
  channelChangedSms,
  insertIncomingSms,
  markIncomingAnswered,
  queueSms,
  storedPhoneForms,
  tenantsByPhone,
  unblockTenantSms,
  type PhoneTenant,
} from '../sms/index.js';
import { setTenantsChannel } from '../tenants/index.js';
import { incomingRow, type IncomingSmsFields } from './incoming-row.js';

/**
 * The one home of the keywords a tenant may send to the landlord, by SMS or by WhatsApp
 * (issue 34, decisions 0061 and 0068): both inbound paths ask `tenantCommandOf` and hand the
 * command to `receiveTenantCommand`.
 *
 * WHATSAPP or SMS chooses how the tenant is messaged. WHATSAPP means WhatsApp with SMS once
 * when WhatsApp refuses or has not delivered (whatsapp_sms): a tenant choosing by SMS cannot
 * know whether their number takes the landlord's WhatsApp messages, and a message that
 * reaches no one is worse than one by SMS (decision 0061).
 *
 * STOP stops every message to the phone from this organization, by either channel (the
 * tenants' `sms_blocked_at`, which the sender honours for WhatsApp rows too); START undoes it.
 */
export type TenantCommand =
  { kind: 'channel'; channel: TenantChannel } | { kind: 'stop' } | { kind: 'start' };

const channels: Record<string, TenantChannel> = { WHATSAPP: 'whatsapp_sms', SMS: 'sms' };

/** The command a message is; null when it is none of these. */
export function tenantCommandOf(text: string): TenantCommand | null {
  const word = text.trim().toUpperCase();
  if (word === 'STOP') return { kind: 'stop' };
  if (word === 'START') return { kind: 'start' };
  const channel = channels[word];
  return channel ? { kind: 'channel', channel } : null;
}

/** Answers a phone gets to WHATSAPP/SMS: enough to confirm a choice, too few to run up a bill. */
export const channelAnswersPerHour: RateLimit = { max: 5, windowMs: 60 * 60_000 };

export type CommandFields = IncomingSmsFields;

/**
 * Applies a command, stored with the message like a balance answer (in the caller's
 * transaction: a failure stores nothing). The message's id is applied once: a repeat finds
 * the stored row and changes nothing ('duplicate'). A phone of no tenant changes nothing.
 */
export async function receiveTenantCommand(
  trx: Db,
  organizationId: string,
  fields: CommandFields,
  command: TenantCommand,
  now: Date,
): Promise<IncomingSmsOutcome | 'duplicate'> {
  const phone = storedPhoneForms(fields.from);
  const tenants = phone ? await tenantsByPhone(trx, organizationId, phone.forms) : [];
  const current = tenants.filter((tenant) => tenant.status === 'current');
  // Until the command is applied below, in this same transaction.
  const outcome: IncomingSmsOutcome = !tenants[0]
    ? 'unknown_sender'
    : command.kind !== 'channel'
      ? 'not_a_command'
      : current.length === 0
        ? 'former_tenant'
        : 'rate_limited';
  const row = incomingRow(
    organizationId,
    fields,
    now,
    (current[0] ?? tenants[0])?.id ?? null,
    outcome,
  );
  const { id } = row;
  const stored = await insertIncomingSms(trx, row);
  if (!stored) return 'duplicate';
  if (!tenants[0] || !phone) return outcome;
  if (command.kind !== 'channel') {
    return receiveOptCommand(trx, organizationId, id, fields, tenants, command.kind, now);
  }
  const first = current[0];
  if (!first) return outcome;
  const channel = command.channel;
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

/**
 * STOP or START: every tenant of the organization on that phone, current or former (one
 * phone, one person, as Africa's Talking's opt-out notice), each change in the activity log
 * with the tenant as the Actor. Not rate-limited and never answered: saying stop must always
 * work, and a reply to STOP is the message they asked not to get.
 */
async function receiveOptCommand(
  trx: Db,
  organizationId: string,
  incomingId: string,
  fields: CommandFields,
  tenants: PhoneTenant[],
  kind: 'stop' | 'start',
  now: Date,
): Promise<IncomingSmsOutcome> {
  const at = now.toISOString();
  const apply = kind === 'stop' ? blockTenantSms : unblockTenantSms;
  for (const tenant of tenants) {
    if (!(await apply(trx, organizationId, tenant.id, at))) continue;
    await recordActivity(
      trx,
      tenantActor(tenant),
      {
        kind: kind === 'stop' ? 'tenant_opted_out' : 'tenant_opted_in',
        entity: 'tenant',
        entityId: tenant.id,
        details: {
          keyword: fields.text.trim().toUpperCase(),
          via: fields.via === 'whatsapp' ? 'WhatsApp' : 'SMS',
        },
      },
      now,
    );
  }
  const outcome = kind === 'stop' ? 'opted_out' : 'opted_in';
  await markIncomingAnswered(trx, incomingId, null, outcome);
  return outcome;
}
