import { activityAmount } from '@rental/shared/activity';
import { nairobiDate } from '@rental/shared/dates';
import { reminderMessages, type ReminderPreview } from '@rental/shared/schemas/reminders';
import { smsLength } from '@rental/shared/sms-parts';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, requirePermission } from '../access/index.js';
import { payeeOf } from '../organization/index.js';
import { unpaidChargesOf } from '../ledger/index.js';
import { queueSms, type OutgoingSms } from '../sms/index.js';
import { overdueSummary, reminderMessage } from './compose.js';
import { withinSendingHours } from '../../lib/sending-hours.js';
import { reminderSms } from './queue.js';
import { owingTenants, takeReminderKeys } from './repository.js';
import { findReminderSettings, toReminderSettings, type RemindersDeps } from './settings.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

const nowKey = (tenantId: string, today: string) => `now:${tenantId}:${today}`;

/**
 * Who "Remind everyone in arrears now" would text (something overdue, not yet reminded today),
 * and what; and how many owe only what is not yet due (no reminder for them).
 */
async function remindersNow(db: Db, organizationId: string, today: string) {
  const settings = toReminderSettings(await findReminderSettings(db, organizationId));
  const owing = await owingTenants(db, organizationId);
  const sent = await db
    .selectFrom('reminders')
    .select('reminder_key')
    .where('organization_id', '=', organizationId)
    .where('reminder_key', 'like', `now:%:${today}`)
    .execute();
  const already = new Set(sent.map((row) => row.reminder_key));
  const charges = await unpaidChargesOf(
    db,
    organizationId,
    owing.map((tenant) => tenant.id),
  );
  const payee = await payeeOf(db, organizationId);
  let notOverdue = 0;
  const reminders = owing.flatMap((tenant) => {
    const overdue = overdueSummary(charges.get(tenant.id) ?? [], today);
    if (!overdue) {
      notOverdue += 1;
      return [];
    }
    if (already.has(nowKey(tenant.id, today))) return [];
    const { text, whatsapp } = reminderMessage(
      settings.template,
      tenant,
      tenant.balance,
      overdue,
      payee,
    );
    return [{ tenant, text, whatsapp, held: payee.paybill === null }];
  });
  return { reminders, notOverdue };
}

/** GET /api/reminders/preview: the count and the first tenant's message. */
export async function previewRemindersNow(
  deps: RemindersDeps,
  organizationId: string,
): Promise<ReminderPreview> {
  const today = nairobiDate(deps.clock());
  const { reminders: all, notOverdue } = await remindersNow(deps.db, organizationId, today);
  const first = all[0];
  return {
    count: all.length,
    notoverdue: notOverdue,
    sample: first
      ? {
          tenantid: first.tenant.id,
          name: tenantDisplayName(first.tenant),
          text: first.text,
          parts: smsLength(first.text).parts,
        }
      : null,
  };
}

/**
 * "Remind everyone in arrears now" (owner): one SMS to each tenant with something overdue, at
 * most once a day each (the `now:` reminder key), in the day's sending hours only.
 */
export async function sendRemindersNow(deps: RemindersDeps, actor: Actor) {
  requirePermission(actor, 'reminders.send', reminderMessages.ownerOnly);
  const now = deps.clock();
  if (!withinSendingHours(now, deps.sendingHours))
    throw new AppError('conflict', reminderMessages.outsideHours);
  const today = nairobiDate(now);
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const { reminders: all, notOverdue } = await remindersNow(trx, organizationId, today);
    const taken = await takeReminderKeys(
      trx,
      organizationId,
      all.map(({ tenant }) => ({ tenantId: tenant.id, key: nowKey(tenant.id, today) })),
      now.toISOString(),
    );
    const messages: OutgoingSms[] = all
      .filter(({ tenant }) => taken.has(nowKey(tenant.id, today)))
      .map(({ tenant, text, held, whatsapp }) =>
        reminderSms(organizationId, tenant, text, held, whatsapp),
      );
    await queueSms(trx, messages, now);
    if (messages.length === 0) return { queued: 0, notoverdue: notOverdue };
    await recordActivity(
      trx,
      actor,
      {
        kind: 'reminders_sent_now',
        entity: 'organization',
        entityId: organizationId,
        details: {
          count: messages.length,
          owed: activityAmount(all.reduce((sum, { tenant }) => sum + tenant.balance, 0)),
        },
      },
      now,
    );
    return { queued: messages.length, notoverdue: notOverdue };
  });
}
