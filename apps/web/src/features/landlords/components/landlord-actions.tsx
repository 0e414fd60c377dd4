import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import IconButton from '@mui/material/IconButton';
import type { Landlord } from '@rental/shared/schemas/landlords';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeleteLandlordDialog } from './delete-landlord-dialog';
import { LandlordDialog } from './landlord-dialog';
import { OwnerPageLinkDialog } from './owner-page-link-dialog';

/** A landlord's owner statement, their private page link, the edit dialog and the deletion. */
export function LandlordActions({ landlord }: { landlord: Landlord }) {
  const { t } = useTranslation('landlords');
  const [open, setOpen] = useState<'edit' | 'delete' | 'link' | null>(null);
  const name = landlord.landlorddata.name;
  const close = () => setOpen(null);
  return (
    <>
      <IconButton
        size="small"
        component={Link}
        to={`/reports/owner-statement?landlordid=${encodeURIComponent(landlord.landlordid)}`}
        aria-label={t('actions.statement', { name })}
      >
        <RequestQuoteOutlinedIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('actions.pageLink', { name })}
        onClick={() => setOpen('link')}
      >
        <LinkIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('actions.edit', { name })}
        onClick={() => setOpen('edit')}
      >
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('actions.delete', { name })}
        onClick={() => setOpen('delete')}
      >
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
      {open === 'edit' && <LandlordDialog landlord={landlord} onClose={close} />}
      {open === 'link' && <OwnerPageLinkDialog landlord={landlord} onClose={close} />}
      {open === 'delete' && <DeleteLandlordDialog landlord={landlord} onClose={close} />}
    </>
  );
}
