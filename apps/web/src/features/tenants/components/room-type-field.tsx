import MenuItem from '@mui/material/MenuItem';
import { useWatch, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { useRentalRooms } from '../../../entities/rentals/rental-rooms';
import type { PlaceFields } from './rental-field';
import { roomTypeLabel } from '../../../lib/type-labels';

/**
 * The room type select, offering only the chosen apartment's room types. A full room type is
 * shown but cannot be chosen, except the tenant's own (they already count in it).
 */
export function RoomTypeField<T extends PlaceFields>({
  control,
  currentRoomId,
}: {
  control: Control<T>;
  currentRoomId?: string;
}) {
  const { t } = useTranslation('tenants');
  const rentalId: string = useWatch({ control, name: 'rentalid' as Path<T> }) ?? '';
  const rooms = useRentalRooms(rentalId);
  const choices = rooms.data ?? [];

  let helperText: string | undefined;
  if (rentalId === '') helperText = t('form.chooseRentalFirst');
  else if (rooms.isSuccess && choices.length === 0) helperText = t('form.noRooms');

  return (
    <SelectField
      control={control}
      name={'housetype' as Path<T>}
      label={t('fields.housetype')}
      disabled={rentalId === '' || rooms.isPending}
      helperText={helperText}
    >
      {choices.map((room) => {
        const free = room.roomdata.totalunits - room.occupiedunits;
        return (
          <MenuItem
            key={room.roomid}
            value={room.roomid}
            disabled={free <= 0 && room.roomid !== currentRoomId}
          >
            {t('form.roomOption', {
              type: roomTypeLabel(t, room.roomdata.housetype),
              free: Math.max(free, 0),
              total: room.roomdata.totalunits,
            })}
          </MenuItem>
        );
      })}
    </SelectField>
  );
}
