import {
  currentDefaultReminderMessage,
  defaultReminderDays,
  defaultReminderMessage,
  reminderMessages,
  type ReminderSettings,
  type reminderSettingsBodySchema,
} from '@rental/shared/schemas/reminders';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { ReminderSettingsTable } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import type { SendingHours } from '../../lib/sending-hours.js';
import { recordUpdate } from '../activity/index.js';
import { type Actor, requirePermission } from '../access/index.js';

export interface RemindersDeps {
  db: Db;
  clock: Clock;
  /** When tenants may be texted; 08:00-18:00 Nairobi by default (TENANT_SMS_HOURS). */
  sendingHours?: SendingHours;
}

export function toReminderSettings(row: ReminderSettingsTable | undefined): ReminderSettings {
  if (!row) return { enabled: false, days: defaultReminderDays, template: defaultReminderMessage };
  return {
    enabled: Boolean(Number(row.enabled)),
    days: row.days.split(',').map(Number),
    // A template still on an earlier built-in default reads (and sends) as the current one.
    template: currentDefaultReminderMessage(row.template),
  };
}

export function findReminderSettings(db: Db, organizationId: string) {
  return db
    .selectFrom('reminder_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

export async function getReminderSettings(deps: RemindersDeps, organizationId: string) {
  return toReminderSettings(await findReminderSettings(deps.db, organizationId));
}

/** The owner's reminder rules; off until switched on (SMS cost the landlord money). */
export async function saveReminderSettings(
  deps: RemindersDeps,
  actor: Actor,
  body: z.output<typeof reminderSettingsBodySchema>,
): Promise<ReminderSettings> {
  requirePermission(actor, 'billing.setup', reminderMessages.ownerOnly);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await findReminderSettings(trx, actor.organizationId);
    const row: ReminderSettingsTable = {
      organization_id: actor.organizationId,
      enabled: body.enabled ? 1 : 0,
      days: body.days.join(','),
      template: body.template,
      updated_at: now.toISOString(),
    };
    await trx
      .insertInto('reminder_settings')
      .values(row)
      .onConflict((oc) =>
        oc.column('organization_id').doUpdateSet({
          enabled: row.enabled,
          days: row.days,
          template: row.template,
          updated_at: row.updated_at,
        }),
      )
      .execute();
    const shown = (settings: ReminderSettings) => ({
      enabled: settings.enabled,
      days: settings.days.join(', '),
      template: settings.template,
    });
    await recordUpdate(
      trx,
      actor,
      {
        kind: 'reminder_settings_saved',
        entity: 'organization',
        entityId: actor.organizationId,
        details: {},
      },
      { before: shown(toReminderSettings(before)), after: shown(toReminderSettings(row)) },
      now,
    );
    return toReminderSettings(row);
  });
}
