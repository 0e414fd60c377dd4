import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import type { OperatorContactRequest } from '@rental/shared/schemas/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactRequestDialog } from './contact-request-dialog';

/** The request's edit button and its dialog. */
export function ContactRequestEdit({ request }: { request: OperatorContactRequest }) {
  const { t } = useTranslation('operator');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('contactRequests.edit', { name: request.name })}
        onClick={() => setOpen(true)}
      >
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
      {open && <ContactRequestDialog request={request} onClose={() => setOpen(false)} />}
    </>
  );
}
