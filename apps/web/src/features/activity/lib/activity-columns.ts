import type { ActivityEntry } from '@rental/shared/schemas/activity';
import type { TFunction } from 'i18next';
import { formatDayTime } from '../../../lib/format-date';
import type { ExportColumn } from '../../../lib/table-export';
import { detailText } from './activity-details';

/**
 * An entry's line in the user's language: its kind's template filled with its details, each
 * worded in that language (activity-details.ts). The details go in `replace` so a detail named like an i18next option (count, context) is only
 * a value; a missing value shows as a dash, as the server writes it.
 */
export function summaryOf(entry: ActivityEntry, t: TFunction<'activity'>): string {
  const values = Object.fromEntries(
    Object.keys(entry.details).map((name) => [
      name,
      detailText(entry.kind, name, entry.details, t as TFunction),
    ]),
  );
  return t(`summaries.${entry.kind}`, {
    replace: values,
    defaultValue: entry.summary,
    interpolation: { escapeValue: false },
  });
}

export function roleOf(entry: ActivityEntry, t: TFunction<'activity'>): string {
  return t(`roles.${entry.role}`, { defaultValue: entry.role });
}

/** "Amina Otieno (Owner)"; the system (jobs, M-PESA callbacks) by its name alone. */
export function whoOf(entry: ActivityEntry, t: TFunction<'activity'>): string {
  if (entry.userid === null) return entry.username;
  return t('whoWithRole', { name: entry.username, role: roleOf(entry, t) });
}

/** The columns of the CSV and PDF: when (Nairobi time), who, role, what, from where. */
export function activityExportColumns(t: TFunction<'activity'>): ExportColumn<ActivityEntry>[] {
  return [
    { header: t('columns.when'), value: (entry) => formatDayTime(entry.at) },
    { header: t('columns.who'), value: (entry) => entry.username },
    { header: t('columns.role'), value: (entry) => roleOf(entry, t) },
    { header: t('columns.what'), value: (entry) => summaryOf(entry, t) },
    { header: t('columns.ip'), value: (entry) => entry.ip ?? '' },
  ];
}
