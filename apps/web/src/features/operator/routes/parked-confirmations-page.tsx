import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/paged/load-more';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useParkedConfirmations } from '../api/get-parked-confirmations';
import { ParkedConfirmationCards } from '../components/parked-confirmation-cards';
import { ParkedConfirmationsGrid } from '../components/parked-confirmations-grid';

/**
 * /operator/parked-confirmations: M-PESA confirmations that failed to apply three times and
 * are no longer retried by themselves, across organizations, newest first (the server sends
 * the newest 200). The operator fixes the cause, then sends each back.
 */
export function ParkedConfirmationsPage() {
  const { t } = useTranslation('operator');
  const phone = usePhone();
  const confirmations = useParkedConfirmations();
  const rows = confirmations.data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Alert severity="info">{t('parked.explain')}</Alert>
      <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
        <QueryContent
          query={confirmations}
          isEmpty={rows.length === 0}
          emptyText={t('parked.empty')}
        >
          {phone ? (
            <ParkedConfirmationCards rows={rows} />
          ) : (
            <ParkedConfirmationsGrid rows={rows} />
          )}
          <LoadMore count={rows.length} hasMore={false} loading={false} onLoadMore={() => {}} />
        </QueryContent>
      </Paper>
    </Box>
  );
}
