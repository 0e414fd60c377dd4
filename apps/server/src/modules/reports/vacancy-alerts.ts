import { nairobiDate } from '@rental/shared/dates';
import type { VacancySettings } from '@rental/shared/schemas/reports';
import { centsToKes } from '@rental/shared/money';
import { isOwner, rolesWith } from '@rental/shared/permissions';
import type { Db } from '../../db/connection.js';
import { nextSendingTime, type SendingHours } from '../../lib/sending-hours.js';
import type { Actor } from '../access/index.js';
import { recordUpdate } from '../activity/index.js';
import { findActiveMembers } from '../auth/index.js';
import { findRentalLimits } from '../team/index.js';
import { queueSms, vacancyAlertTexts } from '../sms/index.js';
import type { ReportsDeps } from './service.js';
import { vacantUnitFacts, type VacantUnitFacts } from './vacancies.js';

/** The organization's vacancy alert setting; no row: no alert. */
export async function vacancySettings(db: Db, organizationId: string): Promise<VacancySettings> {
  const row = await db
    .selectFrom('vacancy_settings')
    .select('alert_after_days')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return { alertafterdays: row?.alert_after_days ?? null };
}

/**
 * PUT /api/reports/vacancies/settings: one row per organization, written over, and the change
 * in the activity log in the same transaction.
 */
export async function saveVacancySettings(
  deps: ReportsDeps,
  actor: Actor,
  body: VacancySettings,
): Promise<VacancySettings> {
  const now = deps.clock();
  const values = { alert_after_days: body.alertafterdays, updated_at: now.toISOString() };
  return deps.db.transaction().execute(async (trx) => {
    const before = await vacancySettings(trx, actor.organizationId);
    await trx
      .insertInto('vacancy_settings')
      .values({ organization_id: actor.organizationId, ...values })
      .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
      .execute();
    await recordUpdate(
      trx,
      actor,
      { kind: 'vacancy_settings_saved', entity: 'organization', entityId: actor.organizationId },
      { before: { ...before }, after: { alertafterdays: body.alertafterdays } },
      now,
    );
    return { alertafterdays: body.alertafterdays };
  });
}

/** What the daily check needs: the database, the time, and when the owner may be texted. */
/** A job's: it reads and writes on the one connection (no reader). */
export interface VacancyAlertDeps extends Pick<ReportsDeps, 'db' | 'clock'> {
  /** The hours an alert SMS may go out (Nairobi); the day's check may run at night. */
  sendingHours?: SendingHours;
}

/**
 * The daily check: each unit of an organization with the setting on, vacant longer than its
 * N days, is alerted once per vacancy. The primary key (organization, rental, unit, vacant
 * since) decides in the database: of two servers (or two runs) only one inserts, and only
 * inserted rows count as alerts. A unit re-let and freed again is a new vacancy.
 *
 * The bell reads the alerts (notifications); the owner and the managers are also texted, each
 * in their language, naming the units newly alerted that they see: queued in the transaction
 * that inserts them, so the SMS goes with the alerts it announces, once, whichever server
 * inserted them.
 */
export async function alertLongVacancies(
  deps: VacancyAlertDeps,
  options: { signal?: AbortSignal } = {},
): Promise<number> {
  const now = deps.clock();
  const today = nairobiDate(now);
  const settings = await deps.db
    .selectFrom('vacancy_settings')
    .select(['organization_id', 'alert_after_days'])
    .where('alert_after_days', 'is not', null)
    .execute();
  let alerted = 0;
  for (const setting of settings) {
    if (options.signal?.aborted) break;
    const afterDays = setting.alert_after_days!;
    const { units } = await vacantUnitFacts(deps.db, setting.organization_id, today);
    const overdue = units.filter((unit) => unit.daysvacant > afterDays);
    if (overdue.length === 0) continue;
    alerted += await deps.db.transaction().execute(async (trx) => {
      const inserted = await insertAlerts(trx, setting.organization_id, overdue, afterDays, now);
      const fresh = overdue.filter((unit) =>
        inserted.some((row) => row.rental_id === unit.rentalid && row.unit_key === unit.unitKey),
      );
      if (fresh.length > 0) {
        await textMembers(trx, deps, setting.organization_id, fresh, afterDays, now);
      }
      return inserted.length;
    });
  }
  return alerted;
}

function insertAlerts(
  trx: Db,
  organizationId: string,
  units: readonly VacantUnitFacts[],
  afterDays: number,
  now: Date,
) {
  return trx
    .insertInto('vacancy_alerts')
    .values(
      units.map((unit) => ({
        organization_id: organizationId,
        rental_id: unit.rentalid,
        unit_key: unit.unitKey,
        vacant_since: unit.vacantsince,
        house_number: unit.housenumber,
        room_type: unit.roomtype,
        days_vacant: afterDays,
        alerted_at: now.toISOString(),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['organization_id', 'rental_id', 'unit_key', 'vacant_since']).doNothing(),
    )
    .returning(['rental_id', 'unit_key'])
    .execute();
}

/**
 * One SMS to each active member who runs the rentals (who may change them and read Reports:
 * the owner and managers), naming the units they see: a manager limited to some rentals hears
 * of those only. None while the account's owner is deactivated (the account is).
 */
async function textMembers(
  trx: Db,
  deps: VacancyAlertDeps,
  organizationId: string,
  units: readonly VacantUnitFacts[],
  afterDays: number,
  now: Date,
) {
  const members = await findActiveMembers(trx, organizationId, lettingRoles);
  if (!members.some((member) => isOwner(member.role))) return;
  const limits = await findRentalLimits(trx, organizationId);
  const notBefore = nextSendingTime(now, deps.sendingHours);
  const messages = members.flatMap((member) => {
    const limit = limits.get(member.id);
    const theirs = limit ? units.filter((unit) => limit.includes(unit.rentalid)) : units;
    if (theirs.length === 0) return [];
    const text = vacancyAlertTexts[member.language]({
      afterDays,
      units: theirs.map((unit) => ({
        house: unit.housenumber ?? unit.roomtype,
        rental: unit.rentalname,
        days: unit.daysvacant,
        lost: centsToKes(unit.lostCents),
      })),
    });
    return [
      {
        organizationId,
        tenantId: null,
        recipientName: `${member.firstname} ${member.lastname}`.trim(),
        phoneNumber: member.phonenumber,
        text,
        purpose: 'vacancy_alert' as const,
        ...(notBefore > now ? { notBefore } : {}),
      },
    ];
  });
  if (messages.length > 0) await queueSms(trx, messages, now);
}

/** Who is texted of a long vacancy: those who let the houses and read the Vacancies report. */
const lettingRoles = rolesWith('rentals.write', 'reports.read');

/** The alerts given since `since`, newest first, for the bell (notifications). */
export function vacancyAlertsSince(db: Db, organizationId: string, since: string) {
  return db
    .selectFrom('vacancy_alerts as a')
    .innerJoin('rentals as r', 'r.id', 'a.rental_id')
    .select([
      'a.rental_id',
      'r.name as rental_name',
      'a.unit_key',
      'a.house_number',
      'a.room_type',
      'a.vacant_since',
      'a.days_vacant',
      'a.alerted_at',
    ])
    .where('a.organization_id', '=', organizationId)
    .where('a.alerted_at', '>=', since)
    .orderBy('a.alerted_at', 'desc')
    .execute();
}
