import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAlert } from './use-alert';

/** Where the current alert shows; one per page layout (none while a dialog shows it). */
export function AlertArea() {
  const { dialogAreas } = useAlert();
  return dialogAreas > 0 ? null : <CurrentAlert />;
}

/**
 * The alert inside a dialog that stays open after it (e.g. "Link copied"): a modal dialog hides
 * the page behind it from screen readers, so the dialog shows the page's alert itself while it
 * is open, and the page's area again once it closes.
 */
export function DialogAlertArea() {
  const { registerDialogArea } = useAlert();
  useEffect(() => registerDialogArea(), [registerDialogArea]);
  return <CurrentAlert />;
}

function CurrentAlert() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { alert, clearAlert } = useAlert();
  if (!alert || alert.path !== pathname) return null;
  // MUI drops its close button when given an action: render both, the link first.
  const action = alert.action && (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        component={Link}
        to={alert.action.to}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {alert.action.label}
      </Button>
      <IconButton color="inherit" size="small" aria-label={t('dismiss')} onClick={clearAlert}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
  return (
    <Alert
      severity={alert.type}
      variant="filled"
      onClose={clearAlert}
      closeText={t('dismiss')}
      action={action}
      // With an action, a phone would squeeze the message into a narrow column: let the
      // action wrap under it instead.
      sx={
        action
          ? { mb: 2, flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 180px' } }
          : { mb: 2 }
      }
    >
      {alert.message}
    </Alert>
  );
}
