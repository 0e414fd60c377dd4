import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { Statement } from '@rental/shared/schemas/ledger';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { describeError } from '../../../lib/describe-error';
import { formatCalendarDate } from '../../../lib/format-date';
import { downloadStatementPdf } from '../lib/download-statement-pdf';
import { recordExport } from '../../../lib/record-export';
import { usePhone } from '../../../lib/use-phone';
import { useStatement } from '../api/get-statement';
import { DepositSection } from './deposit-section';
import { StatementCards } from './statement-cards';

// The data grid loads only for the wide screen's table: a phone shows the cards and never
// fetches it.
const StatementGrid = lazy(async () => ({
  default: (await import('./statement-grid')).StatementGrid,
}));

/** What the tenant owes now, in words a landlord reads at a glance. */
function BalanceChip({ balance }: { balance: number }) {
  const { t } = useTranslation('tenantStatement');
  if (balance > 0) {
    return <Chip color="warning" label={t('owes', { amount: formatKes(balance) })} />;
  }
  if (balance < 0) {
    return <Chip color="success" label={t('credit', { amount: formatKes(-balance) })} />;
  }
  return <Chip color="success" variant="outlined" label={t('cleared')} />;
}

/** "Moved in 1 Nov 2026 · moved out 30 Nov 2026", or only the move-in while they live there. */
function TenancyDates({ tenant }: { tenant: Statement['tenant'] }) {
  const { t } = useTranslation('tenantStatement');
  if (!tenant.moveindate) return null;
  const movein = formatCalendarDate(tenant.moveindate);
  return (
    <Typography variant="body2" color="text.secondary">
      {tenant.moveoutdate
        ? t('tenancy', { movein, moveout: formatCalendarDate(tenant.moveoutdate) })
        : t('since', { movein })}
    </Typography>
  );
}

/**
 * The Statement section of a tenant's page: every invoice, payment and credit, the deposit
 * apart, and the PDF. Once the tenant has moved out it is their final statement.
 */
export function TenantStatement({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('tenantStatement');
  const { showAlert } = useAlert();
  const phone = usePhone();
  const statement = useStatement(tenantId);
  const [downloading, setDownloading] = useState(false);
  const final = statement.data?.tenant.status === 'former';

  const download = async () => {
    if (!statement.isSuccess) return;
    setDownloading(true);
    try {
      await downloadStatementPdf(statement.data);
      // The activity log shows who took a tenant's statement out of the product.
      void recordExport({ what: 'statement', format: 'pdf', count: statement.data.entries.length });
    } catch (error) {
      showAlert(describeError(error, t), 'error');
    } finally {
      setDownloading(false);
    }
  };

  let content;
  if (statement.isPending) content = <LoadingScreen />;
  else if (statement.isError) {
    content = (
      <Box sx={{ px: 2 }}>
        <LoadError
          message={describeError(statement.error, t)}
          onRetry={() => void statement.refetch()}
        />
      </Box>
    );
  } else if (statement.data.entries.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {t('empty')}
      </Typography>
    );
  } else {
    content = phone ? (
      <StatementCards entries={statement.data.entries} />
    ) : (
      <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
        <StatementGrid entries={statement.data.entries} />
      </Suspense>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="tenant-statement"
      variant="outlined"
      sx={{ minWidth: 0, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          p: { xs: 2, sm: 3 },
          pb: { xs: 1.5, sm: 2 },
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="tenant-statement" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t(final ? 'finalTitle' : 'title')}
          </Typography>
          {statement.isSuccess && <TenancyDates tenant={statement.data.tenant} />}
          {statement.isSuccess && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {t('balance')}
              </Typography>
              <BalanceChip balance={statement.data.balance} />
            </Box>
          )}
        </Box>
        <Button
          component={Link}
          to={`/newtransaction?tenantid=${encodeURIComponent(tenantId)}`}
          startIcon={<AddIcon />}
        >
          {t('recordPayment')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon />}
          disabled={!statement.isSuccess || downloading}
          onClick={() => void download()}
        >
          {t(final ? 'downloadFinal' : 'download')}
        </Button>
      </Box>
      {content}
      {statement.isSuccess &&
        (statement.data.deposit.charged > 0 || statement.data.deposit.entries.length > 0) && (
          <DepositSection deposit={statement.data.deposit} />
        )}
    </Paper>
  );
}
