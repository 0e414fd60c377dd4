import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import IconButton from '@mui/material/IconButton';
import type { Expense } from '@rental/shared/schemas/expenses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { describeError } from '../../../lib/describe-error';
import { viewReceipt } from '../lib/open-receipt';
import { DeleteExpenseDialog } from './delete-expense-dialog';
import { ExpenseDialog } from './expense-dialog';

/** An expense's receipt (when there is one), its edit dialog and its deletion. */
export function ExpenseActions({ row }: { row: Expense }) {
  const { t } = useTranslation('expenses');
  const { showAlert } = useAlert();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const payee = row.expensedata.payee;
  const close = () => setOpen(null);
  return (
    <>
      {row.expensedata.hasreceipt && (
        <IconButton
          size="small"
          aria-label={t('actions.receipt', { payee })}
          onClick={() =>
            void viewReceipt(row).catch((error: unknown) =>
              showAlert(describeError(error, t), 'error'),
            )
          }
        >
          <ReceiptOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton
        size="small"
        aria-label={t('actions.edit', { payee })}
        onClick={() => setOpen('edit')}
      >
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('actions.delete', { payee })}
        onClick={() => setOpen('delete')}
      >
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
      {open === 'edit' && <ExpenseDialog expense={row} onClose={close} />}
      {open === 'delete' && <DeleteExpenseDialog expense={row} onClose={close} />}
    </>
  );
}
