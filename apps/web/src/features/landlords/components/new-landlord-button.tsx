import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LandlordDialog } from './landlord-dialog';

/** NEW LANDLORD: the landlord form in a dialog over the list. */
export function NewLandlordButton() {
  const { t } = useTranslation('landlords');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t('newLandlord')}
      </Button>
      {open && <LandlordDialog onClose={() => setOpen(false)} />}
    </>
  );
}
