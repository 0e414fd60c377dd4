import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { formatKes } from '@rental/shared/money';
import type { StatementImportResult } from '@rental/shared/schemas/mpesa-settings';
import { useTranslation } from 'react-i18next';
import { formatDayTime } from '../../../lib/format-date';

/**
 * The M-PESA payments in the books, within the statement's period, that the statement does
 * not list: each may not be real, so the landlord checks it with M-PESA.
 */
export function NotInStatement({
  payments,
}: {
  payments: StatementImportResult['notinstatement'];
}) {
  const { t } = useTranslation('unallocated');
  if (payments.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('import.missingTitle', { count: payments.length })}</AlertTitle>
      {t('import.missingText')}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {payments.map((payment) => (
          <li key={payment.transid}>
            {t('import.missingLine', {
              transid: payment.transid,
              amount: formatKes(payment.amount),
              date: formatDayTime(payment.paidat),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
