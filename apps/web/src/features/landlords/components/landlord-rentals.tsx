import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Rental } from '@rental/shared/schemas/rentals';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The rentals assigned to a landlord, each a link to its page (where it is reassigned). */
export function LandlordRentals({ name, rentals }: { name: string; rentals: readonly Rental[] }) {
  const { t } = useTranslation('landlords');
  if (rentals.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('noRentals')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('rentalsLabel', { name })}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
    >
      {rentals.map((rental) => (
        <li key={rental.rentalid}>
          <Link
            component={RouterLink}
            to={`/rental-details/${rental.rentalid}`}
            variant="body2"
            // A finger-sized target: the link is the only way to the rental from here.
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {rental.rentaldata.rentalname}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** The rentals of `landlordid` among all of them. */
export function rentalsOf(rentals: readonly Rental[] | undefined, landlordid: string): Rental[] {
  return (rentals ?? []).filter((rental) => rental.rentaldata.landlordid === landlordid);
}
