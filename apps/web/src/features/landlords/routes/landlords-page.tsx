import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { QueryContent } from '../../../components/query-content';
import { useIsAgent } from '../../../lib/current-user';
import { useLandlords } from '../../../entities/landlords/landlords';
import { useRentals } from '../../../entities/rentals/rentals';
import { usePhone } from '../../../lib/use-phone';
import { LandlordCards } from '../components/landlord-cards';
import { LandlordsEmpty } from '../components/landlords-empty';
import { LandlordsTable } from '../components/landlords-table';
import { NewLandlordButton } from '../components/new-landlord-button';

/**
 * /landlords (agents): the landlords an agent works for, with their rentals, added and changed
 * in a dialog; a table, or cards on a phone. A Landlord account is told the screen is not
 * theirs (the sidebar never links it).
 */
export function LandlordsPage() {
  const { t } = useTranslation('landlords');
  const agent = useIsAgent();
  const landlords = useLandlords({ enabled: agent });
  const rentals = useRentals();
  const phone = usePhone();
  const count = landlords.data?.length ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <PageHeading title={t('title')} text={t('text')} sx={{ flex: '1 1 320px' }} />
        {agent && count > 0 && <NewLandlordButton />}
      </Box>
      {agent ? (
        <QueryContent query={landlords}>
          {(list) =>
            list.length === 0 ? (
              <LandlordsEmpty />
            ) : phone ? (
              <Paper variant="outlined">
                <LandlordCards landlords={list} rentals={rentals.data} />
              </Paper>
            ) : (
              <LandlordsTable landlords={list} rentals={rentals.data} />
            )
          }
        </QueryContent>
      ) : (
        <Alert severity="info">{t('agentsOnly')}</Alert>
      )}
    </Box>
  );
}
