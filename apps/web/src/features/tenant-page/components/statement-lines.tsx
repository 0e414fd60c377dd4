import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { LedgerEntry } from '@rental/shared/schemas/ledger';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { FactList } from '../../../components/fact-list';
import { formatBalance } from '../../../lib/format-balance';
import { formatDay } from '../../../lib/format-date';
import { statementLineOf } from '../../../lib/statement-line-text';
import { newestFirst } from '../../../lib/statement-lines';
import { usePhone } from '../../../lib/use-phone';
import { DocumentButton, documentOf } from './document-button';

/** A payment that was reversed: it counts for nothing, and its reversal is a line of its own. */
function isReversed(line: LedgerEntry) {
  return line.detail.line === 'payment' && line.detail.reversed === true;
}

/** "Reversed", beside a reversed payment's kind and by its receipt. */
function ReversedChip() {
  const { t } = useTranslation('tenantPage');
  return <Chip size="small" color="warning" variant="outlined" label={t('statement.reversed')} />;
}

/** What kind of line it is and, under it, the line itself, both in the page's language. */
function LineText({ line }: { line: LedgerEntry }) {
  const { t } = useTranslation('tenantPage');
  return (
    <>
      <Typography
        component="span"
        sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {t(`statement.kinds.${line.kind}`)}
        {isReversed(line) && <ReversedChip />}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {statementLineOf(line, t)}
      </Typography>
      {line.displayreference && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {t('statement.reference', { reference: line.displayreference })}
        </Typography>
      )}
    </>
  );
}

/**
 * The statement's lines, newest first as the landlord's statement shows them: cards on a
 * phone (what, when, the amount and the balance after it, labelled), a table on a desktop.
 * An invoice line offers its invoice and a payment line its receipt, as PDFs.
 */
export function StatementLines({
  token,
  entries,
}: {
  token: string;
  entries: readonly LedgerEntry[];
}) {
  const { t } = useTranslation('tenantPage');
  const phone = usePhone();
  const lines = useMemo(() => newestFirst(entries), [entries]);
  const button = (line: LedgerEntry) => {
    const kind = documentOf(line.kind, line.reference);
    // The document opens by `reference`; people read its receipt code or, without one, its day.
    const label = line.displayreference || formatDay(line.date);
    return (
      kind && <DocumentButton token={token} kind={kind} reference={line.reference} label={label} />
    );
  };

  if (phone) {
    return (
      <CardList label={t('statement.title')} emptyText={t('statement.empty')}>
        {lines.map((line, at) => {
          const paid = line.credit > 0;
          return (
            <CardListItem key={at} sx={{ display: 'grid', gap: 0.75 }}>
              <CardHeadline
                heading="h3"
                title={t(`statement.kinds.${line.kind}`)}
                aside={formatDay(line.date)}
                asideTone="muted"
              />
              {isReversed(line) && (
                <Box>
                  <ReversedChip />
                </Box>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {statementLineOf(line, t)}
              </Typography>
              <FactList
                dense
                columns={{ xs: '1fr 1fr' }}
                facts={[
                  [
                    t(paid ? 'statement.columns.paid' : 'statement.columns.charged'),
                    formatKes(paid ? line.credit : line.debit),
                  ],
                  [t('statement.columns.balance'), formatBalance(line.balance)],
                ]}
              />
              {(line.displayreference || button(line)) && (
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    flexWrap: 'wrap',
                  }}
                >
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {line.displayreference &&
                      t('statement.reference', { reference: line.displayreference })}
                  </Typography>
                  {button(line)}
                </Box>
              )}
            </CardListItem>
          );
        })}
      </CardList>
    );
  }

  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('statement.empty')}
      </Typography>
    );
  }
  const money = (kes: number) => (kes ? formatKes(kes) : '');
  return (
    <TableContainer>
      <Table aria-label={t('statement.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('statement.columns.date')}</TableCell>
            <TableCell>{t('statement.columns.description')}</TableCell>
            <TableCell align="right">{t('statement.columns.charged')}</TableCell>
            <TableCell align="right">{t('statement.columns.paid')}</TableCell>
            <TableCell align="right">{t('statement.columns.balance')}</TableCell>
            <TableCell>{t('statement.columns.document')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, at) => (
            <TableRow key={at}>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {formatDay(line.date)}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <LineText line={line} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {money(line.debit)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {money(line.credit)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', fontWeight: 600, verticalAlign: 'top' }}
              >
                {formatBalance(line.balance)}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>{button(line)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
