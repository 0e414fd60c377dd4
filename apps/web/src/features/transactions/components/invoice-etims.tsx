import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions';

/** Where the owner sees why KRA did not take documents, and retries them. */
const failedListPath = '/settings?tab=etims&status=failed&month=all';

/**
 * An invoice's state at KRA eTIMS: its control number (KRA's receipt behind it), waiting to
 * go, or not taken, with a link to the list with Retry for the owner, who alone can act.
 * Nothing for an invoice that is not for KRA.
 */
export function InvoiceEtims({ etims }: { etims: SentInvoice['etims'] }) {
  const { t } = useTranslation('transactions');
  const can = useCan();
  if (!etims) return null;
  if (etims.status === 'sent') {
    const text = t('etims.sent', { number: etims.controlnumber ?? '' });
    return etims.qrurl ? (
      <Link href={etims.qrurl} target="_blank" rel="noopener noreferrer" variant="body2">
        {text}
      </Link>
    ) : (
      <Typography variant="body2">{text}</Typography>
    );
  }
  if (etims.status === 'queued') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('etims.queued')}
      </Typography>
    );
  }
  return can('etims.setup') ? (
    <Link component={RouterLink} to={failedListPath} variant="body2" color="error">
      {t('etims.failed')}
    </Link>
  ) : (
    <Typography variant="body2" color="error">
      {t('etims.failed')}
    </Typography>
  );
}
