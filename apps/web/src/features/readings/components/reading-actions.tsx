import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Reading } from '@rental/shared/schemas/readings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { describeError } from '../../../lib/describe-error';
import { useDeleteReading } from '../api/correct-reading';
import { formatUnits } from '../../../lib/format-reading';
import { EditReadingDialog } from './edit-reading-dialog';

/**
 * Edit and Delete for a reading not yet billed. A billed reading is fixed: it says so, and
 * that a credit note corrects the water invoice instead.
 */
export function ReadingActions({ reading }: { reading: Reading }) {
  const { t } = useTranslation('readings');
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const remove = useDeleteReading(reading.readingid);
  const { showAlert } = useAlert();
  const close = () => {
    setOpen(null);
    remove.reset();
  };
  if (reading.billed) {
    return (
      <Tooltip title={t('actions.billedHint')}>
        <Chip
          size="small"
          variant="outlined"
          icon={<LockOutlinedIcon />}
          label={t('actions.billed')}
          tabIndex={0}
        />
      </Tooltip>
    );
  }
  const what = {
    meter: reading.meternumber,
    reading: formatUnits(reading.readingdata.meterreading),
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={t('actions.edit', what)}>
        <IconButton
          size="small"
          aria-label={t('actions.edit', what)}
          onClick={() => setOpen('edit')}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('actions.delete', what)}>
        <IconButton
          size="small"
          aria-label={t('actions.delete', what)}
          onClick={() => setOpen('delete')}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open === 'edit' && <EditReadingDialog reading={reading} onClose={close} />}
      {open === 'delete' && (
        <ConfirmDeleteDialog
          title={t('delete.title')}
          text={t('delete.text', { ...what, name: reading.readingdata.tenantname })}
          onCancel={close}
          disabled={remove.isPending}
          error={remove.isError ? describeError(remove.error, t) : undefined}
          onConfirm={() =>
            void remove.mutateAsync().then(
              () => {
                close();
                showAlert(t('delete.deleted'));
              },
              () => undefined, // shown in the dialog
            )
          }
        />
      )}
    </Box>
  );
}
