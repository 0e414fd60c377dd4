import { formatKes } from '@rental/shared/money';
import type { Expense } from '@rental/shared/schemas/expenses';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { describeError } from '../../../lib/describe-error';
import { formatCalendarDate } from '../../../lib/format-date';
import { useDeleteExpense } from '../api/delete-expense';

/** Asks before deleting an expense (and its receipt); a refusal shows in the dialog. */
export function DeleteExpenseDialog({
  expense,
  onClose,
}: {
  expense: Expense;
  onClose: () => void;
}) {
  const { t } = useTranslation('expenses');
  const { showAlert } = useAlert();
  const remove = useDeleteExpense(expense.expenseid);
  const data = expense.expensedata;
  return (
    <ConfirmDeleteDialog
      title={t('delete.title')}
      text={t('delete.text', {
        amount: formatKes(data.amount),
        payee: data.payee,
        date: formatCalendarDate(data.date),
        category: t(`categories.${data.category}`),
      })}
      disabled={remove.isPending}
      error={remove.error ? describeError(remove.error, t) : undefined}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onClose();
            showAlert(t('delete.done'), 'error');
          },
        })
      }
    />
  );
}
