import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Landlord, OwnerStatement } from '@rental/shared/schemas/landlords';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '../../../components/report-section';
import { formatMonth } from '../../../lib/format-date';
import { payoutLine } from '../lib/landlord-lines';
import { statementLines } from '../lib/statement-lines';
import { RecordRemittanceButton } from './record-remittance-button';
import { RentByRental } from './rent-by-rental';
import { SendStatementSmsButton } from './send-statement-sms-button';
import { StatementSummary } from './statement-summary';

/**
 * A landlord's month: the statement's sum with where the money goes and what to do with it
 * (record a payment, text it), then the collections by rental. Side by side on wide screens.
 */
export function OwnerStatementView({
  statement,
  landlord,
}: {
  statement: OwnerStatement;
  landlord: Landlord | undefined;
}) {
  const { t } = useTranslation('landlords');
  const heading = t('statement.heading', {
    name: statement.landlord.name,
    month: formatMonth(statement.month),
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ReportSection title={heading} flush>
        <StatementSummary
          lines={statementLines(statement, landlord, t)}
          label={t('statement.summaryLabel')}
        />
        <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1.5 }}>
          {landlord && (
            <Typography variant="body2" color="text.secondary">
              {t('statement.payTo', { payout: payoutLine(landlord.landlorddata.payout, t) })}
            </Typography>
          )}
          <Box
            role="group"
            aria-label={t('statement.actionsLabel')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            <RecordRemittanceButton statement={statement} />
            <SendStatementSmsButton statement={statement} />
          </Box>
        </Box>
      </ReportSection>
      <ReportSection title={t('statement.collectedTitle')} flush>
        <RentByRental statement={statement} />
      </ReportSection>
    </Box>
  );
}
