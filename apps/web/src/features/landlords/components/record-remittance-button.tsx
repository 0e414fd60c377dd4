import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import type { OwnerStatement } from '@rental/shared/schemas/landlords';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemittanceDialog } from './remittance-dialog';

/** RECORD REMITTANCE: a payment to the landlord against the statement's month. */
export function RecordRemittanceButton({ statement }: { statement: OwnerStatement }) {
  const { t } = useTranslation('landlords');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PaymentsOutlinedIcon />}
        onClick={() => setOpen(true)}
      >
        {t('remittance.record')}
      </Button>
      {open && (
        <RemittanceDialog
          landlord={statement.landlord}
          month={statement.month}
          owed={statement.carriedforward}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
