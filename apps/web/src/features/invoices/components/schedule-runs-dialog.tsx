import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { formatCalendarDate, formatDayTime } from '../../../lib/format-date';
import { useScheduleRuns } from '../api/get-schedule-runs';
import { runWords } from '../lib/run-words';

/** Every run of a schedule, newest first: the billing date, when it ran and what it did. */
export function ScheduleRunsDialog({
  scheduleId,
  title,
  onClose,
}: {
  scheduleId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const runs = useScheduleRuns(scheduleId, true);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        <QueryContent
          query={runs}
          isEmpty={runs.data?.length === 0}
          emptyText={t('runs.historyEmpty')}
        >
          {(data) => (
            <List dense disablePadding>
              {data.map((run) => (
                <ListItem key={`${run.billingdate}-${run.ranat}`} disableGutters divider>
                  <ListItemText
                    primary={`${t('runs.on', { date: formatCalendarDate(run.billingdate) })}: ${runWords(run, t)}`}
                    secondary={t('runs.ranAt', { when: formatDayTime(run.ranat) })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryContent>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('runs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
