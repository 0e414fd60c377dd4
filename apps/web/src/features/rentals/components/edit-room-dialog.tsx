import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  roomUpdateBodySchema,
  type Room,
  type RoomUpdateBody,
} from '@rental/shared/schemas/rentals';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateRoom } from '../api/update-room';
import { RoomFields } from './room-fields';

const fieldNames = ['housetype', 'totalunits', 'monthlyrent', 'waterunitrate'] as const;

/** Changes a room type; the server's refusals (fewer units than tenants) show under the field. */
export function EditRoomDialog({ room, onClose }: { room: Room; onClose: () => void }) {
  const { t } = useTranslation('rentals');
  const { showAlert, clearAlert } = useAlert();
  const updateRoom = useUpdateRoom(room.roomid);
  const { rentalid: _rentalid, ...values } = room.roomdata;
  const { control, handleSubmit, setError, formState } = useForm<RoomUpdateBody>({
    resolver: zodResolver(roomUpdateBodySchema),
    mode: 'onTouched',
    defaultValues: values,
  });

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    try {
      await updateRoom.mutateAsync(body);
      showAlert(t('details.roomUpdated'));
      onClose();
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-room-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="edit-room-title">
          {t('details.editRoom', { type: t(`houseTypes.${room.roomdata.housetype}`) })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <RoomFields control={control} idPrefix="edit-" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('remove.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('details.saveRoom')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
