import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { describeError } from '../../../lib/describe-error';

/** Runs a download (a PDF made in the browser); a failure, e.g. offline, is alerted. */
export function useDownload() {
  const { t } = useTranslation('transactions');
  const { showAlert } = useAlert();
  return useCallback(
    async (action: () => Promise<unknown>) => {
      try {
        await action();
      } catch (error) {
        showAlert(describeError(error, t), 'error');
      }
    },
    [showAlert, t],
  );
}
