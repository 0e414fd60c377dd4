import type { RentalDetail, Room } from '@rental/shared/schemas/rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { useDeleteRoom } from '../api/delete-room';
import { EditRoomDialog } from './edit-room-dialog';
import { RoomTypeList } from './room-type-list';

/** A rental's room types with edit and remove (asking first); refusals come as alerts. */
export function RentalRooms({ rental }: { rental: RentalDetail }) {
  const { t } = useTranslation('rentals');
  const { showAlert, clearAlert } = useAlert();
  const deleteRoom = useDeleteRoom();
  const [editing, setEditing] = useState<Room | null>(null);
  const [removing, setRemoving] = useState<Room | null>(null);

  const remove = async (room: Room) => {
    clearAlert();
    setRemoving(null);
    try {
      await deleteRoom.mutateAsync(room.roomid);
      showAlert(t('details.roomRemoved'));
    } catch {
      // The query client shows the server's message (tenants still live there).
    }
  };

  return (
    <>
      <RoomTypeList
        rooms={rental.rooms}
        onEdit={setEditing}
        onRemove={setRemoving}
        busy={deleteRoom.isPending}
      />
      {editing && <EditRoomDialog room={editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDeleteDialog
          title={t('details.confirmRemoveRoom', {
            type: t(`houseTypes.${removing.roomdata.housetype}`),
            rental: rental.rentaldata.rentalname,
          })}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </>
  );
}
