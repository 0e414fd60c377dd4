import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { Statement } from '@rental/shared/schemas/ledger';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../components/card-list';
import { formatDay } from '../../../lib/format-date';
import { statementLineOf } from '../../../lib/statement-line-text';
import { usePhone } from '../../../lib/use-phone';
import { FactList, type Fact } from '../../../components/fact-list';

type Deposit = Statement['deposit'];

/**
 * The deposit, apart from rent: what was charged, received, deducted (and why) and refunded
 * (how, with its reference), and what is held now. Refunds and deductions take money out of
 * it, so they show as minus amounts.
 */
export function DepositSection({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation('tenantStatement');
  const phone = usePhone();
  const totals: Fact[] = (
    [
      [t('deposit.charged'), deposit.charged],
      [t('deposit.received'), deposit.received],
      [t('deposit.deducted'), deposit.deducted],
      [t('deposit.refunded'), deposit.refunded],
      [t('deposit.held'), deposit.held],
      ...(deposit.due > 0 ? [[t('deposit.due'), deposit.due] as const] : []),
    ] as const
  ).map(([label, kes]) => [label, formatKes(kes)]);
  const amount = (entry: Deposit['entries'][number]) =>
    formatKes(entry.kind === 'deduction' || entry.kind === 'refund' ? -entry.amount : entry.amount);

  return (
    <Box
      component="section"
      aria-labelledby="tenant-deposit"
      sx={{ p: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 2 }}
    >
      <Typography id="tenant-deposit" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('deposit.title')}
      </Typography>
      <FactList
        facts={totals}
        columns={{ xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' }}
      />
      {deposit.entries.length > 0 && phone && (
        // Four columns do not fit a phone: a line per movement, its amount on the right.
        <CardList label={t('deposit.title')}>
          {deposit.entries.map((entry, index) => (
            <CardListItem key={index} sx={{ px: 0, py: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                <Typography variant="body2">{statementLineOf(entry, t)}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {amount(entry)}
                </Typography>
              </Box>
              <Typography variant="caption" color="text.secondary">
                {[formatDay(entry.date), entry.displayreference].filter(Boolean).join(' · ')}
              </Typography>
            </CardListItem>
          ))}
        </CardList>
      )}
      {deposit.entries.length > 0 && !phone && (
        <TableContainer>
          <Table size="small" aria-label={t('deposit.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.date')}</TableCell>
                <TableCell>{t('columns.description')}</TableCell>
                <TableCell>{t('columns.reference')}</TableCell>
                <TableCell align="right">{t('deposit.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {deposit.entries.map((entry, index) => (
                <TableRow key={index}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(entry.date)}</TableCell>
                  <TableCell>{statementLineOf(entry, t)}</TableCell>
                  <TableCell>{entry.displayreference}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {amount(entry)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
