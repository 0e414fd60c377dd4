import type { Notification } from '@rental/shared/schemas/notifications';
import type { TFunction } from 'i18next';
import { formatDateParam } from './format-date';
import { invoiceTypeLabel } from './invoice-type-label';

/**
 * A notification's line in the reader's language: its kind's text over its params, dates and
 * months written as everywhere else ("1 Sep 2026"), never the ISO the server sends.
 */
export function notificationText(item: Notification, t: TFunction): string {
  const params: Record<string, string | number> = Object.fromEntries(
    Object.entries(item.params).map(([name, value]) => [name, formatDateParam(value)]),
  );
  const { invoicetype, name } = item.params;
  if (item.kind === 'schedule_skipped' && typeof invoicetype === 'string')
    params.schedule = t('layout:scheduleOf', {
      type: invoiceTypeLabel(t, invoicetype),
      name: String(name ?? ''),
    });
  return t(`layout:notificationTexts.${item.kind}`, params);
}
