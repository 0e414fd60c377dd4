import { nairobiDate } from '@rental/shared/dates';
import { addDays } from '@rental/shared/dates';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import { payeeOf } from '../organization/index.js';
import { unpaidChargesOf, type UnpaidCharge } from '../ledger/index.js';
import { subscriptionLapsed } from '../plans/index.js';
import { queueSms, type OutgoingSms, type WhatsappTemplateFacts } from '../sms/index.js';
import { overdueSummary, reminderMessage, type ReminderTenant } from './compose.js';
import { withinSendingHours } from '../../lib/sending-hours.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { organizationsWithReminders, owingTenants, takeReminderKeys } from './repository.js';
import { findReminderSettings, toReminderSettings, type RemindersDeps } from './settings.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/** The key of a step for one charge: its invoice, or the tenant's opening balance. */
function stepKey(tenantId: string, charge: UnpaidCharge, days: number) {
  return `step:${charge.invoiceId ?? `opening:${tenantId}`}:${days}`;
}

/**
 * The reminder steps due now for a tenant's overdue charges: for each charge still unpaid,
 * the latest step reached (a charge found 20 days late gets the 14-day reminder, not all
 * three at once); the earlier ones are never sent late.
 */
export function dueSteps(
  tenantId: string,
  charges: readonly UnpaidCharge[],
  days: readonly number[],
  today: string,
) {
  const steps: { key: string; charge: UnpaidCharge }[] = [];
  for (const charge of charges) {
    if (charge.unpaidCents <= 0) continue;
    const reached = days.filter((d) => addDays(charge.dueDate, d) <= today);
    if (reached.length > 0) {
      steps.push({ key: stepKey(tenantId, charge, Math.max(...reached)), charge });
    }
  }
  return steps;
}

export function reminderSms(
  organizationId: string,
  tenant: ReminderTenant,
  text: string,
  held: boolean,
  whatsapp?: WhatsappTemplateFacts,
): OutgoingSms {
  return {
    organizationId,
    tenantId: tenant.id,
    recipientName: tenantDisplayName(tenant),
    phoneNumber: tenant.phonenumber,
    text,
    purpose: 'reminder',
    held,
    whatsapp,
  };
}

/**
 * Queues every reminder due now: for each organization with reminders on (owner active,
 * subscription not lapsed), each tenant with something overdue gets one SMS for the steps their
 * overdue charges reached, each step once (reminder keys). Only 08:00–18:00 Nairobi time.
 * Each organization is one transaction under its lock; once `signal` aborts (shutdown), the
 * organizations left wait for the next run. Returns how many SMS were queued.
 */
export async function queueDueReminders(
  deps: RemindersDeps,
  options: { organizationId?: string; signal?: AbortSignal } = {},
): Promise<number> {
  const now = deps.clock();
  if (!withinSendingHours(now, deps.sendingHours)) return 0;
  let queued = 0;
  for (const organization of await organizationsWithReminders(deps.db, options.organizationId)) {
    if (await stopRequested(options.signal)) break;
    if (subscriptionLapsed(organization, now)) continue;
    queued += await remindOrganization(deps.db, organization.id, now);
  }
  return queued;
}

async function remindOrganization(db: Db, organizationId: string, now: Date) {
  const today = nairobiDate(now);
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const settings = toReminderSettings(await findReminderSettings(trx, organizationId));
    if (!settings.enabled) return 0;
    const tenants = await owingTenants(trx, organizationId);
    const charges = await unpaidChargesOf(
      trx,
      organizationId,
      tenants.map((t) => t.id),
    );
    const due = tenants.map((tenant) => ({
      tenant,
      steps: dueSteps(tenant.id, charges.get(tenant.id) ?? [], settings.days, today),
    }));
    const taken = await takeReminderKeys(
      trx,
      organizationId,
      due.flatMap(({ tenant, steps }) => steps.map((s) => ({ tenantId: tenant.id, key: s.key }))),
      now.toISOString(),
    );
    const payee = await payeeOf(trx, organizationId);
    const messages: OutgoingSms[] = [];
    for (const { tenant, steps } of due) {
      if (!steps.some((step) => taken.has(step.key))) continue;
      // A step is reached only after a due date, so something is overdue; never remind
      // a tenant for what is not yet due.
      const overdue = overdueSummary(charges.get(tenant.id) ?? [], today);
      if (!overdue) continue;
      const { text, whatsapp } = reminderMessage(
        settings.template,
        tenant,
        tenant.balance,
        overdue,
        payee,
      );
      messages.push(reminderSms(organizationId, tenant, text, payee.paybill === null, whatsapp));
    }
    await queueSms(trx, messages, now);
    return messages.length;
  });
}
