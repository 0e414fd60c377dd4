import { randomUUID } from 'node:crypto';
import {
  runHoldReasons,
  runSkipReasons,
  type ScheduleRun,
} from '@rental/shared/schemas/schedule-runs';
import type { Db } from '../../db/connection.js';
import type { ScheduleRunsTable } from '../../db/types.js';

type SkipReason = (typeof runSkipReasons)[number];
type HoldReason = (typeof runHoldReasons)[number];

export interface RunOutcome {
  billed: number;
  skipped: Partial<Record<SkipReason, number>>;
  held: Partial<Record<HoldReason, number>>;
}

const reasonWords: Record<SkipReason | HoldReason, string> = {
  no_water_reading: 'no water reading',
  nothing_owed: 'nothing owed',
  nothing_to_bill: 'nothing to bill',
  plan_limit: 'plan limit reached',
  paybill_not_set: 'paybill not set',
};

function counted<R extends string>(counts: Partial<Record<R, number>>, order: readonly R[]) {
  return order
    .filter((reason) => (counts[reason] ?? 0) > 0)
    .map((reason) => ({ reason, count: counts[reason]! }));
}

/** "billed 12; skipped 2: no water reading; held 3: paybill not set". */
export function runSummary(outcome: RunOutcome): string {
  const parts = [`billed ${outcome.billed}`];
  for (const { reason, count } of counted(outcome.skipped, runSkipReasons)) {
    parts.push(`skipped ${count}: ${reasonWords[reason]}`);
  }
  for (const { reason, count } of counted(outcome.held, runHoldReasons)) {
    parts.push(`held ${count}: ${reasonWords[reason]}`);
  }
  return parts.join('; ');
}

/** Why the tenants a schedule found nothing to bill were skipped. */
export function emptyAmountReason(invoiceType: string): SkipReason {
  if (invoiceType === 'Water Invoice Bill') return 'no_water_reading';
  if (invoiceType === 'Pending Bill') return 'nothing_owed';
  return 'nothing_to_bill';
}

/** What one billing date of a schedule did. */
export interface ScheduleRunRecord {
  organizationId: string;
  scheduleId: string;
  billingDate: string;
  ranAt: string;
  outcome: RunOutcome;
}

/** Records what billing dates of schedules did, in the run's transaction, in one statement. */
export async function recordScheduleRuns(trx: Db, runs: readonly ScheduleRunRecord[]) {
  if (runs.length === 0) return;
  await trx
    .insertInto('schedule_runs')
    .values(
      runs.map((run) => ({
        id: randomUUID(),
        organization_id: run.organizationId,
        schedule_id: run.scheduleId,
        billing_date: run.billingDate,
        ran_at: run.ranAt,
        billed: run.outcome.billed,
        skipped: JSON.stringify(run.outcome.skipped),
        held: JSON.stringify(run.outcome.held),
      })),
    )
    .execute();
}

export function toScheduleRun(row: ScheduleRunsTable): ScheduleRun {
  const outcome: RunOutcome = {
    billed: Number(row.billed),
    skipped: JSON.parse(row.skipped) as RunOutcome['skipped'],
    held: JSON.parse(row.held) as RunOutcome['held'],
  };
  return {
    billingdate: row.billing_date,
    ranat: row.ran_at,
    billed: outcome.billed,
    skipped: counted(outcome.skipped, runSkipReasons),
    held: counted(outcome.held, runHoldReasons),
    summary: runSummary(outcome),
  };
}

/** A schedule's runs, newest first. */
export function listScheduleRuns(
  db: Db,
  organizationId: string,
  scheduleId: string,
  limit: number,
) {
  return db
    .selectFrom('schedule_runs')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('schedule_id', '=', scheduleId)
    .orderBy('ran_at', 'desc')
    .orderBy('billing_date', 'desc')
    .limit(limit)
    .execute();
}

/** The newest run of each of the organization's schedules, by schedule id. */
export async function latestScheduleRuns(db: Db, organizationId: string, scheduleIds: string[]) {
  if (scheduleIds.length === 0) return new Map<string, ScheduleRun>();
  const rows = await db
    .selectFrom('schedule_runs as r')
    .selectAll('r')
    .where('r.organization_id', '=', organizationId)
    .where('r.schedule_id', 'in', scheduleIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('schedule_runs as n')
            .select('n.id')
            .where('n.organization_id', '=', organizationId)
            .whereRef('n.schedule_id', '=', 'r.schedule_id')
            .where((inner) =>
              inner.or([
                inner('n.ran_at', '>', inner.ref('r.ran_at')),
                inner.and([
                  inner('n.ran_at', '=', inner.ref('r.ran_at')),
                  inner('n.billing_date', '>', inner.ref('r.billing_date')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.schedule_id, toScheduleRun(row)]));
}
