import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InvoiceSetting } from '@rental/shared/schemas/invoice-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format-date';
import { runWords } from '../lib/run-words';
import { ScheduleRunsDialog } from './schedule-runs-dialog';

/**
 * What the schedule's last run did (the "Last Run" column and card line), warning-coloured when
 * it skipped or held anything, with the plan-limit note and a button to the run history.
 */
export function LastRunSummary({ setting }: { setting: InvoiceSetting }) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState(false);
  const run = setting.lastrun;
  const names = {
    type: t(`invoiceTypes.${setting.settingdata.invoicetype}`),
    rental: setting.rentalname,
  };
  const warn = run !== null && (run.skipped.length > 0 || run.held.length > 0);
  return (
    <Box sx={{ py: 0.5, minWidth: 0 }}>
      <Typography
        variant="body2"
        color={warn ? 'warning.main' : 'text.secondary'}
        sx={{ whiteSpace: 'normal' }}
      >
        {run ? `${formatCalendarDate(run.billingdate)}: ${runWords(run, t)}` : t('runs.never')}
      </Typography>
      {setting.lastrunnote && (
        <Typography variant="body2" color="warning.main" sx={{ whiteSpace: 'normal' }}>
          {setting.lastrunnote}
        </Typography>
      )}
      {run && (
        <Button
          size="small"
          onClick={() => setOpen(true)}
          aria-label={t('runs.historyOf', names)}
          sx={{ px: 0, minWidth: 0 }}
        >
          {t('runs.history')}
        </Button>
      )}
      {open && (
        <ScheduleRunsDialog
          scheduleId={setting.settingid}
          title={t('runs.historyOf', names)}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}
