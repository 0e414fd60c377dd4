import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The New Transaction button of the payment tabs. */
export function NewTransactionButton() {
  const { t } = useTranslation('transactions');
  return (
    <Button component={Link} to="/newtransaction" variant="contained" startIcon={<AddIcon />}>
      {t('newTransaction')}
    </Button>
  );
}
