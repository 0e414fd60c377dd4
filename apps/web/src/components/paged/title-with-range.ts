import i18next from 'i18next';
import { formatCalendarDate } from '../../lib/format-date';

/**
 * An export's title with the dates its list's filters cover: "Transactions, 1 Mar 2026 -
 * 31 Mar 2026", "Expenses, from 1 Mar 2026"; the title alone when no date is set.
 */
export function titleWithRange(title: string, from: string, to: string): string {
  const t = (key: string, options: Record<string, string>) =>
    i18next.t(key, { ns: 'paged', ...options });
  if (from && to) {
    return t('exportTitle.between', {
      title,
      from: formatCalendarDate(from),
      to: formatCalendarDate(to),
    });
  }
  if (from) return t('exportTitle.from', { title, from: formatCalendarDate(from) });
  if (to) return t('exportTitle.to', { title, to: formatCalendarDate(to) });
  return title;
}
