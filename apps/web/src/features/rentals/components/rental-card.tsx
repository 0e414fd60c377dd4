import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Rental } from '@rental/shared/schemas/rentals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/permissions';

/** One rental in the list: name, location, room types and use, units, occupied units and tenants. */
export function RentalCard({ rental }: { rental: Rental }) {
  const { t } = useTranslation('rentals');
  const mayChange = useCan()('rentals.write');
  const { rentalid, rentaldata, summary } = rental;
  const figures = [
    { label: t('list.units'), value: summary.units },
    { label: t('list.occupied'), value: summary.occupiedunits },
    { label: t('list.tenants'), value: summary.tenants },
  ];
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={rentaldata.rentalname}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {rentaldata.rentalname}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
        >
          <PlaceOutlinedIcon fontSize="small" aria-hidden />
          {rentaldata.rentallocation}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('list.roomtypes', { count: summary.roomtypes })} · {t(`uses.${rentaldata.rentaluse}`)}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', m: 0 }}>
          {figures.map(({ label, value }) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={Link}
          to={`/rental-details/${rentalid}`}
          startIcon={<EditOutlinedIcon />}
          aria-label={t('list.editLabel', { name: rentaldata.rentalname })}
        >
          {t('list.edit')}
        </Button>
        {mayChange && (
          <Button
            component={Link}
            to={`/rental-details/delete/${rentalid}`}
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            aria-label={t('list.deleteLabel', { name: rentaldata.rentalname })}
          >
            {t('list.delete')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
