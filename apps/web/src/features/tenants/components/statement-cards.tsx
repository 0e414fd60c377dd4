import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { LedgerEntry } from '@rental/shared/schemas/ledger';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { FactList } from '../../../components/fact-list';
import { formatDay } from '../../../lib/format-date';
import { formatBalance } from '../../../lib/format-balance';
import { statementLineOf } from '../../../lib/statement-line-text';
import { newestFirst } from '../../../lib/statement-lines';

/**
 * The statement's lines for a phone, newest first: what and when on top, then the debit or
 * credit and the balance after it, each labelled (six columns do not fit a phone).
 */
export function StatementCards({ entries }: { entries: readonly LedgerEntry[] }) {
  const { t } = useTranslation('tenantStatement');
  const lines = useMemo(() => newestFirst(entries), [entries]);
  return (
    <CardList label={t('title')}>
      {lines.map((line, at) => {
        // A line is a debit or a credit; an opening balance of nothing shows as a debit of 0.
        const [side, amount] =
          line.credit > 0 ? (['credit', line.credit] as const) : (['debit', line.debit] as const);
        return (
          <CardListItem key={at} sx={{ display: 'grid', gap: 0.5 }}>
            <CardHeadline
              heading="h3"
              title={statementLineOf(line, t)}
              aside={formatDay(line.date)}
              asideTone="muted"
            />
            {line.displayreference && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('reference', { reference: line.displayreference })}
              </Typography>
            )}
            <FactList
              dense
              columns={{ xs: '1fr 1fr' }}
              facts={[
                [t(`columns.${side}`), formatKes(amount)],
                [t('columns.balance'), formatBalance(line.balance)],
              ]}
            />
          </CardListItem>
        );
      })}
    </CardList>
  );
}
