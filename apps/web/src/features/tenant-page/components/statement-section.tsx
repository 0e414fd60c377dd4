import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { CardList, CardListItem } from '../../../components/card-list';
import { describeError } from '../../../lib/describe-error';
import { formatDay } from '../../../lib/format-date';
import { statementLineOf } from '../../../lib/statement-line-text';
import { DocumentButton, documentOf } from './document-button';
import { StatementLines } from './statement-lines';

/** The PDF makers, fetched with jsPDF on the first download only: the page stays light. */
const documents = () => import('../lib/page-documents');

type DepositEntry = PublicTenantPage['deposit']['entries'][number];

/** The deposit's movements (charged, received, deducted, refunded), newest first. */
function DepositLines({ token, entries }: { token: string; entries: readonly DepositEntry[] }) {
  const { t } = useTranslation('tenantPage');
  const signed = (entry: DepositEntry) =>
    formatKes(entry.kind === 'deduction' || entry.kind === 'refund' ? -entry.amount : entry.amount);
  return (
    <Box
      component="section"
      aria-labelledby="deposit-title"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography
        id="deposit-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, px: { xs: 2, sm: 3 } }}
      >
        {t('deposit.title')}
      </Typography>
      <CardList label={t('deposit.title')}>
        {[...entries].reverse().map((entry, at) => {
          const kind = documentOf(entry.kind, entry.reference);
          return (
            <CardListItem key={at} sx={{ display: 'grid', gap: 0.5, px: { xs: 2, sm: 3 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{statementLineOf(entry, t)}</Typography>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {signed(entry)}
                </Typography>
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  {[formatDay(entry.date), entry.displayreference].filter(Boolean).join(' · ')}
                </Typography>
                {kind && (
                  <DocumentButton
                    token={token}
                    kind={kind}
                    reference={entry.reference}
                    label={entry.displayreference || formatDay(entry.date)}
                  />
                )}
              </Box>
            </CardListItem>
          );
        })}
      </CardList>
    </Box>
  );
}

/**
 * The tenant's statement: every invoice, payment and credit with the balance after it, the
 * deposit apart, and the whole as a PDF (their final statement once they have moved out).
 */
export function StatementSection({ token, page }: { token: string; page: PublicTenantPage }) {
  const { t } = useTranslation('tenantPage');
  const { showAlert } = useAlert();
  const [busy, setBusy] = useState(false);
  const final = page.tenant.status === 'former';
  const download = async () => {
    setBusy(true);
    try {
      await (await documents()).downloadPageStatement(page);
    } catch (error) {
      showAlert(describeError(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      component="section"
      aria-labelledby="statement-title"
      variant="outlined"
      sx={{ minWidth: 0, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          p: { xs: 2, sm: 3 },
          pb: { xs: 1, sm: 2 },
        }}
      >
        <Typography id="statement-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t(final ? 'statement.finalTitle' : 'statement.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon />}
          disabled={busy}
          onClick={() => void download()}
        >
          {t(busy ? 'statement.downloading' : 'statement.download')}
        </Button>
      </Box>
      <StatementLines token={token} entries={page.statement} />
      {page.deposit.entries.length > 0 && (
        <DepositLines token={token} entries={page.deposit.entries} />
      )}
    </Paper>
  );
}
