import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { todayInNairobi } from '@rental/shared/dates';
import type { Expense, ExpenseBody, ExpenseValues } from '@rental/shared/schemas/expenses';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useChangeReceipt } from '../api/receipt';
import { useSaveExpense } from '../api/save-expense';
import { expenseFormSchema } from '../lib/expense-form-schema';
import { ExpenseFormFields } from './expense-form-fields';
import { ReceiptField, type ReceiptChange } from './receipt-field';

const fieldNames = [
  'date',
  'rentalid',
  'category',
  'amount',
  'payee',
  'paymentmode',
  'reference',
  'note',
] as const;

function formValues(expense: Expense | undefined, today: string): ExpenseBody {
  if (!expense) {
    return {
      date: today,
      rentalid: '',
      amount: '',
      payee: '',
      reference: '',
      note: '',
    } as ExpenseBody;
  }
  const { hasreceipt: _receipt, ...data } = expense.expensedata;
  return { ...data, rentalid: data.rentalid ?? '', amount: String(data.amount) };
}

/**
 * A new expense, or `expense` to correct, with its receipt. The expense is saved first, then
 * the receipt; when the receipt fails the dialog stays open on the saved expense, so trying
 * again does not record it twice.
 */
export function ExpenseDialog({ expense, onClose }: { expense?: Expense; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const { showAlert, clearAlert } = useAlert();
  const today = todayInNairobi();
  const schema = useMemo(() => expenseFormSchema(today), [today]);
  const save = useSaveExpense();
  const changeReceipt = useChangeReceipt();
  const [saved, setSaved] = useState(expense);
  const [receipt, setReceipt] = useState<ReceiptChange>({ kind: 'keep' });
  const [receiptError, setReceiptError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<
    ExpenseBody,
    unknown,
    ExpenseValues
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: formValues(expense, today),
  });

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    setFormError(undefined);
    setReceiptError(undefined);
    let current: Expense;
    try {
      current = (await save.mutateAsync({ id: saved?.expenseid, body })).expense;
    } catch (error) {
      if (!setServerFieldErrors(error, setError, fieldNames)) setFormError(describeError(error, t));
      return;
    }
    setSaved(current);
    if (receipt.kind !== 'keep') {
      const file = receipt.kind === 'attach' ? receipt.file : null;
      try {
        await changeReceipt.mutateAsync({ id: current.expenseid, file });
      } catch (error) {
        setReceiptError(t('form.receiptFailed', { reason: describeError(error, t) }));
        return;
      }
    }
    onClose();
    showAlert(t(expense ? 'form.updated' : 'form.saved'));
  });

  return (
    <FormDialog
      title={t(expense ? 'form.editTitle' : 'form.newTitle')}
      text={t('form.text')}
      error={formError}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ExpenseFormFields control={control} today={today} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ReceiptField
            expense={saved}
            change={receipt}
            onChange={(change) => {
              setReceipt(change);
              setReceiptError(undefined);
            }}
            error={receiptError}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
