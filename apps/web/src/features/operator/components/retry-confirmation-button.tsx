import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import type { OperatorParkedConfirmation } from '@rental/shared/schemas/operator';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { useRetryConfirmation } from '../api/retry-confirmation';

/**
 * Sends a parked confirmation back to be applied, once the operator has fixed what made it
 * fail. No dialog: a retry that fails again is parked again, nothing is posted twice (the
 * TransID is unique in the books). A refusal shows in the app's error alert.
 */
export function RetryConfirmationButton({
  confirmation,
}: {
  confirmation: OperatorParkedConfirmation;
}) {
  const { t } = useTranslation('operator');
  const { showAlert } = useAlert();
  const retry = useRetryConfirmation();
  const code = confirmation.transid ?? t('parked.noCode');
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon fontSize="small" />}
      aria-label={t('parked.retryOf', { code })}
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(confirmation.id, {
          onSuccess: () => showAlert(t('parked.retried', { code }), 'success'),
        })
      }
    >
      {t('parked.retry')}
    </Button>
  );
}
