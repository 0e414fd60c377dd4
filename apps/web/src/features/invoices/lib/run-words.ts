import type { ScheduleRun } from '@rental/shared/schemas/schedule-runs';
import type { TFunction } from 'i18next';

/** "12 billed · 2 skipped: no water reading · 3 held: paybill not set", in the app's language. */
export function runWords(run: ScheduleRun, t: TFunction<'invoices'>): string {
  return [
    t('runs.billed', { count: run.billed }),
    ...run.skipped.map(({ reason, count }) =>
      t('runs.skipped', { count, reason: t(`runs.reasons.${reason}`) }),
    ),
    ...run.held.map(({ reason, count }) =>
      t('runs.held', { count, reason: t(`runs.reasons.${reason}`) }),
    ),
  ].join(' · ');
}
