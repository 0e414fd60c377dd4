import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAlert } from './use-alert';

/** Where the current alert shows; one per page layout. */
export function AlertArea() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { alert, clearAlert } = useAlert();
  if (!alert || alert.path !== pathname) return null;
  return (
    <Alert
      severity={alert.type}
      variant="filled"
      onClose={clearAlert}
      closeText={t('dismiss')}
      sx={{ mb: 2 }}
    >
      {alert.message}
    </Alert>
  );
}
