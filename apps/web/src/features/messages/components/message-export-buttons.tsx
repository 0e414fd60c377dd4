import { todayInNairobi } from '@rental/shared/dates';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons';
import { exportRowsToCsv, exportRowsToPdf } from '../../../lib/table-export';
import { messageExportColumns } from '../lib/export-columns';

/** CSV and PDF of the messages the list shows (its status filter applied), newest first. */
export function MessageExportButtons({ messages }: { messages: readonly SmsMessage[] }) {
  const { t } = useTranslation(['messages', 'smsStatus']);
  const columns = messageExportColumns(t);
  const fileName = `messages-${todayInNairobi()}`;
  return (
    <ExportButtons
      record={{ what: 'messages' }}
      disabled={messages.length === 0}
      onCsv={() => exportRowsToCsv(fileName, columns, messages)}
      onPdf={() => exportRowsToPdf(t('title'), fileName, columns, messages)}
    />
  );
}
