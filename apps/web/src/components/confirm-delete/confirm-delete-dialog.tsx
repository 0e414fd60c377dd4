import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before deleting something (or another step that cannot be undone), with the same CANCEL
 * and DELETE everywhere. A refusal
 * (`error`) shows inside the dialog, where the user is looking.
 */
export function ConfirmDeleteDialog({
  title,
  text,
  loading,
  onConfirm,
  onCancel,
  disabled,
  error,
  errorAction,
  warning,
  confirmLabel,
  confirmColor = 'error',
}: {
  title: string;
  /** What goes; left out when the title says it all. */
  text?: string;
  /** The text needs data still on its way: a placeholder keeps its place. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** DELETE is off, e.g. while deleting or before the thing is known. */
  disabled?: boolean;
  error?: string;
  /** What to do instead when refused or warned (a button under it), e.g. End tenancy. */
  errorAction?: ReactNode;
  /** Why it cannot be done yet, said before the click (pair it with `disabled`). */
  warning?: string;
  /** The confirming button's text when the action is not a deletion (default DELETE). */
  confirmLabel?: string;
  /** The confirming button's colour: red for a loss, the main colour for a step forward. */
  confirmColor?: 'error' | 'primary';
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {loading ? (
          <DialogContentText>
            <Skeleton />
          </DialogContentText>
        ) : (
          text && <DialogContentText id={textId}>{text}</DialogContentText>
        )}
        {warning && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {warning}
            {!error && errorAction && <Box sx={{ mt: 1 }}>{errorAction}</Box>}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
            {/* Under the message, not beside it: a narrow dialog leaves the message no room. */}
            {errorAction && <Box sx={{ mt: 1 }}>{errorAction}</Box>}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button color={confirmColor} variant="contained" onClick={onConfirm} disabled={disabled}>
          {confirmLabel ?? t('delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
