import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useDepositsReport } from '../api/get-deposits-report';
import { depositRows } from '../lib/deposit-rows';
import { DepositsCards } from './deposits-cards';
import { DepositsExportButtons } from './deposits-export-buttons';
import { DepositsTable } from './deposits-table';

/**
 * Settings → Reports: the deposits held, by rental and tenant (former tenants while anything
 * is still held for them), the total, and CSV/PDF exports. Cards on a phone, a table wider.
 */
export function DepositsReportTab() {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const report = useDepositsReport();
  const rows = useMemo(() => (report.data ? depositRows(report.data) : []), [report.data]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('deposits.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('deposits.text')}
          </Typography>
        </Box>
        <DepositsExportButtons rows={rows} />
      </Box>
      <QueryContent query={report} isEmpty={rows.length === 0} emptyText={t('deposits.empty')}>
        {(data) => (
          <>
            <Paper
              variant="outlined"
              component="section"
              aria-label={t('deposits.total')}
              sx={{ p: 2 }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('deposits.total')}
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                {formatKes(data.totalheld)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('deposits.tenants', { count: rows.length })}
              </Typography>
            </Paper>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              {phone ? <DepositsCards rows={rows} /> : <DepositsTable report={data} />}
            </Paper>
          </>
        )}
      </QueryContent>
    </Box>
  );
}
