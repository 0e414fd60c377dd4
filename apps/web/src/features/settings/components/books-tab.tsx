import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClosedMonth } from '@rental/shared/schemas/books';
import { pin } from '@rental/shared/schemas/fields';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PinField } from '../../../components/form/pin-field';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { formatDay, formatMonth } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useCloseMonth, useClosedMonths, useReopenMonth } from '../api/closed-months';
import { SettingsSection } from './settings-section';

/** The returns filed for a month, in words: what reopening it may change. */
function filedFigures(month: ClosedMonth, t: TFunction<'settings'>) {
  if (month.filed.length === 0) return t('books.noneFiled');
  return month.filed
    .map((r) =>
      r.landlordname
        ? t('books.filedReturnOf', { prn: r.prn, name: r.landlordname })
        : t('books.filedReturn', { prn: r.prn }),
    )
    .join('; ');
}

/**
 * Settings → Books (owner): the closed months, closing an ended month, and reopening one with
 * the PIN after being told which filed figures it may change.
 */
export function BooksTab() {
  const { t } = useTranslation('settings');
  const months = useClosedMonths();
  const close = useCloseMonth();
  const [month, setMonth] = useState('');
  const [reopening, setReopening] = useState<ClosedMonth | null>(null);

  return (
    <SettingsSection title={t('books.title')} text={t('books.text')}>
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (month) close.mutate(month, { onSuccess: () => setMonth('') });
        }}
      >
        <TextField
          type="month"
          label={t('books.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <Button type="submit" variant="contained" disabled={!month || close.isPending}>
          {t('books.close')}
        </Button>
      </Box>
      {close.error && <Alert severity="error">{describeError(close.error, t)}</Alert>}
      {months.data && months.data.length === 0 && (
        <Typography color="text.secondary">{t('books.none')}</Typography>
      )}
      <List aria-label={t('books.listLabel')}>
        {months.data?.map((closed) => (
          <ListItem
            key={closed.month}
            divider
            secondaryAction={
              <Button onClick={() => setReopening(closed)}>
                {t('books.reopen', { month: formatMonth(closed.month) })}
              </Button>
            }
          >
            <ListItemText
              primary={formatMonth(closed.month)}
              secondary={t(`books.reasons.${closed.reason}`, { date: formatDay(closed.closedat) })}
            />
          </ListItem>
        ))}
      </List>
      {reopening && <ReopenDialog month={reopening} onClose={() => setReopening(null)} />}
    </SettingsSection>
  );
}

const reopenSchema = z.object({ currentpin: pin });
type ReopenValues = z.infer<typeof reopenSchema>;

function ReopenDialog({ month, onClose }: { month: ClosedMonth; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const reopen = useReopenMonth();
  const { control, handleSubmit, setError, formState } = useForm<ReopenValues>({
    resolver: zodResolver(reopenSchema),
    defaultValues: { currentpin: '' },
  });
  const onSubmit = handleSubmit(async ({ currentpin }) => {
    try {
      await reopen.mutateAsync({ month: month.month, currentpin });
      onClose();
    } catch (error) {
      setServerFieldErrors(error, setError, ['currentpin']);
    }
  });
  const pinRefused = reopen.error instanceof ApiError && !!reopen.error.fields.currentpin;
  const name = formatMonth(month.month);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('books.reopenTitle', { month: name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {t('books.reopenWarning', { month: name, filed: filedFigures(month, t) })}
          </DialogContentText>
          <PinField
            control={control}
            name="currentpin"
            id="reopen-currentpin"
            label={t('books.pin')}
            autoFocus
          />
          {reopen.error && !pinRefused && (
            <Alert severity="error">{describeError(reopen.error, t)}</Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={formState.isSubmitting}>
            {t('books.reopenConfirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
