import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { Room } from '@rental/shared/schemas/rentals';
import { useTranslation } from 'react-i18next';

/** The room types of a rental, each with its units, rent and water rate, to edit or remove. */
export function RoomTypeList({
  rooms,
  onEdit,
  onRemove,
  busy,
}: {
  rooms: readonly Room[];
  onEdit: (room: Room) => void;
  onRemove: (room: Room) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('rentals');
  if (rooms.length === 0) {
    return <Typography color="text.secondary">{t('details.noRooms')}</Typography>;
  }
  return (
    <List disablePadding aria-label={t('details.roomsSection')}>
      {rooms.map((room) => {
        const { housetype, totalunits, monthlyrent, waterunitrate } = room.roomdata;
        const type = t(`houseTypes.${housetype}`);
        return (
          <ListItem
            key={room.roomid}
            divider
            disableGutters
            secondaryAction={
              <Box sx={{ display: 'flex' }}>
                <IconButton
                  aria-label={t('details.editRoom', { type })}
                  onClick={() => onEdit(room)}
                >
                  <EditOutlinedIcon />
                </IconButton>
                <IconButton
                  edge="end"
                  color="error"
                  aria-label={t('details.removeRoom', { type })}
                  onClick={() => onRemove(room)}
                  disabled={busy}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={type}
              secondary={
                <>
                  {t('details.roomLine', { count: totalunits, occupied: room.occupiedunits })}
                  <br />
                  {t('details.rentLine', {
                    rent: formatKes(monthlyrent),
                    rate: formatKes(waterunitrate),
                  })}
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
