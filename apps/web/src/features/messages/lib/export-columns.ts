import type { SmsMessage } from '@rental/shared/schemas/sms';
import type { ExportColumn } from '../../../lib/table-export';
import { formatDayTime } from '../../../lib/format-date';
import { failureText } from '../../../lib/sms-failure-text';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The columns of the messages table, as the CSV and PDF exports write them. */
export function messageExportColumns(t: Translate): ExportColumn<SmsMessage>[] {
  return [
    { header: t('messages:columns.createdat'), value: (row) => formatDayTime(row.createdat) },
    { header: t('messages:columns.recipient'), value: (row) => row.recipient },
    { header: t('messages:columns.phonenumber'), value: (row) => row.phonenumber },
    { header: t('messages:columns.text'), value: (row) => row.text },
    { header: t('messages:columns.parts'), value: (row) => String(row.parts) },
    { header: t('messages:columns.status'), value: (row) => t(`smsStatus:${row.status}`) },
    { header: t('messages:columns.failurereason'), value: (row) => failureText(t, row) ?? '' },
  ];
}
