import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpenseDialog } from './expense-dialog';

/** NEW EXPENSE: the expense form in a dialog over the list. */
export function NewExpenseButton() {
  const { t } = useTranslation('expenses');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t('newExpense')}
      </Button>
      {open && <ExpenseDialog onClose={() => setOpen(false)} />}
    </>
  );
}
