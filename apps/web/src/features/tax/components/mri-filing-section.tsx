import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mriMonthEnded, nextMonth } from '@rental/shared/rental-income-tax';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatLongCalendarDate, formatMonth } from '../../../lib/format-date';
import { MriFilingForm } from './mri-filing-form';
import { ReportSection } from '../../../components/report-section';

/**
 * Whether the month's return was filed: its PRN and the day it was paid, with a way to correct
 * them; else the form to record them. A month that has not ended cannot be filed yet: the form
 * is shown off, with the day it opens.
 */
export function MriFilingSection({ report, today }: { report: KraMriReport; today: string }) {
  const { t } = useTranslation('tax');
  const [editing, setEditing] = useState(false);
  const { month, filing } = report;
  const ended = mriMonthEnded(month, today);
  return (
    <ReportSection title={t('filing.title')}>
      {filing && !editing ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {/* A standing fact, not news: a status, so screen readers do not interrupt with it. */}
          <Alert severity="success" role="status" sx={{ flex: '1 1 260px' }}>
            {t('filing.filed', { prn: filing.prn, date: formatCalendarDate(filing.paidon) })}
          </Alert>
          <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            {t('filing.edit')}
          </Button>
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {ended
              ? t('filing.notFiled')
              : t('filing.notEnded', {
                  month: formatMonth(month),
                  date: formatLongCalendarDate(`${nextMonth(month)}-01`),
                })}
          </Typography>
          <MriFilingForm
            month={month}
            landlordid={report.landlord?.landlordid}
            filing={filing}
            today={today}
            disabled={!ended}
            onDone={filing ? () => setEditing(false) : undefined}
          />
        </>
      )}
    </ReportSection>
  );
}
