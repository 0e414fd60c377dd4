import { useNavigate } from 'react-router';
import { useAlert } from '../alert/use-alert';

/**
 * The DELETE of a confirmation page: deletes, then says so on the list it goes back to. A
 * failure stays put, since the dialog shows it.
 */
export function useDeleteThenLeave(listPath: string) {
  const navigate = useNavigate();
  const { showAlert, clearAlert } = useAlert();
  return async (remove: () => Promise<unknown>, removedMessage: string) => {
    clearAlert();
    try {
      await remove();
    } catch {
      return;
    }
    // The spec shows deletions as a danger alert.
    showAlert(removedMessage, 'error', listPath);
    await navigate(listPath);
  };
}
