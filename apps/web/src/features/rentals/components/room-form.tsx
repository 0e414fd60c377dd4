import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import {
  roomBodySchema,
  type Rental,
  type Room,
  type RoomBody,
} from '@rental/shared/schemas/rentals';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useCreateRoom } from '../api/create-room';
import { RoomFields } from './room-fields';

const fieldNames = ['rentalid', 'housetype', 'totalunits', 'monthlyrent', 'waterunitrate'] as const;

function emptyRoom(rentalid: string): RoomBody {
  // An empty select; the schema answers 'Please select type of room' for it.
  return {
    rentalid,
    housetype: '' as RoomBody['housetype'],
    totalunits: '',
    monthlyrent: '',
    waterunitrate: '',
  };
}

/**
 * Adds a room type. Inside a rental's page `rentalId` is fixed; otherwise (standalone and
 * onboarding) the user picks one of `rentals`. After 'Room type added' the room fields
 * empty for the next type and the rental stays chosen.
 */
export function RoomForm({
  rentalId,
  rentals,
  onAdded,
}: {
  rentalId?: string;
  rentals?: readonly Rental[];
  onAdded?: (room: Room) => void;
}) {
  const { t } = useTranslation('rentals');
  const { showAlert, clearAlert } = useAlert();
  const createRoom = useCreateRoom();
  const initialRental = rentalId ?? (rentals?.length === 1 ? rentals[0]!.rentalid : '');
  const { control, handleSubmit, setError, reset, formState } = useForm<RoomBody>({
    resolver: zodResolver(roomBodySchema),
    mode: 'onTouched',
    defaultValues: emptyRoom(initialRental),
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      const { room } = await createRoom.mutateAsync(values);
      reset(emptyRoom(values.rentalid));
      showAlert(t('room.added'));
      onAdded?.(room);
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {!rentalId && (
        <FormTextField
          control={control}
          name="rentalid"
          label={t('fields.rentalid')}
          select
          sx={{ gridColumn: '1 / -1' }}
        >
          {(rentals ?? []).map((rental) => (
            <MenuItem key={rental.rentalid} value={rental.rentalid}>
              {rental.rentaldata.rentalname}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <RoomFields control={control} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('room.add')}
        </Button>
      </Box>
    </Box>
  );
}
