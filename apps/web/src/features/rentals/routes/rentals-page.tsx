import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { describeError } from '../../../lib/describe-error';
import { useRentals } from '../../../entities/rentals/rentals';
import { filterRentals } from '../lib/filter-rentals';
import { PlanUsageNote } from '../components/plan-usage-note';
import { RentalCard } from '../components/rental-card';
import { RentalsEmpty } from '../components/rentals-empty';
import { useCan } from '../../../lib/permissions';

/** /rentals: search by name, New Rental, a card per rental. */
export function RentalsPage() {
  const { t } = useTranslation(['rentals', 'common']);
  const [term, setTerm] = useState('');
  const deferredTerm = useDeferredValue(term);
  const { data: rentals, error, refetch } = useRentals();
  const can = useCan();

  let content;
  if (error) {
    content = <LoadError message={describeError(error, t)} onRetry={() => void refetch()} />;
  } else if (!rentals) {
    content = <LoadingScreen />;
  } else if (rentals.length === 0) {
    content = <RentalsEmpty />;
  } else {
    const shown = filterRentals(rentals, deferredTerm);
    content =
      shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('list.noMatch', { term: deferredTerm.trim() })}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {shown.map((rental) => (
            <RentalCard key={rental.rentalid} rental={rental} />
          ))}
        </Box>
      );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('list.title')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <SearchBox
          id="rental-search"
          label={t('list.search')}
          value={term}
          onSearch={setTerm}
          sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
        />
        {can('rentals.write') && (
          <Button variant="contained" component={Link} to="/newrental" startIcon={<AddIcon />}>
            {t('list.newRental')}
          </Button>
        )}
      </Box>
      <PlanUsageNote />
      {content}
    </Box>
  );
}
