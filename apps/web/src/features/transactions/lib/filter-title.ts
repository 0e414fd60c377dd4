import type { TFunction } from 'i18next';
import { formatCalendarDate } from '../../../lib/format-date';

/** An export's title with the dates it covers: "Transactions, 1 Mar 2026 - 31 Mar 2026". */
export function titleWithRange(
  t: TFunction<'transactions'>,
  title: string,
  from: string,
  to: string,
): string {
  if (from && to) {
    return t('exportTitles.between', {
      title,
      from: formatCalendarDate(from),
      to: formatCalendarDate(to),
    });
  }
  if (from) return t('exportTitles.from', { title, from: formatCalendarDate(from) });
  if (to) return t('exportTitles.to', { title, to: formatCalendarDate(to) });
  return title;
}
