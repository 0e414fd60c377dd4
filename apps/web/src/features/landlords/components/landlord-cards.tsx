import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Landlord } from '@rental/shared/schemas/landlords';
import type { Rental } from '@rental/shared/schemas/rentals';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import {
  cardActionsSx,
  cardWholeRow,
  CardList,
  CardListItem,
  headlineCardSx,
} from '../../../components/card-list';
import { commissionLine, payoutLine } from '../lib/landlord-lines';
import { LandlordActions } from './landlord-actions';
import { LandlordRentals, rentalsOf } from './landlord-rentals';

/** The landlords for phones: name and commission first, then contact, payout and rentals. */
export function LandlordCards({
  landlords,
  rentals,
}: {
  landlords: readonly Landlord[];
  rentals: readonly Rental[] | undefined;
}) {
  const { t } = useTranslation('landlords');
  return (
    <CardList label={t('listLabel')}>
      {landlords.map((landlord) => {
        const data = landlord.landlorddata;
        return (
          <CardListItem key={landlord.landlordid} sx={headlineCardSx}>
            <Box sx={cardWholeRow}>
              <CardHeadline
                heading="h2"
                title={data.name}
                aside={commissionLine(data, t)}
                asideTone="muted"
              />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              {[
                data.phonenumber,
                data.email,
                data.krapin && `${t('columns.krapin')}: ${data.krapin}`,
                `${t('columns.payout')}: ${payoutLine(data.payout, t)}`,
              ]
                .filter(Boolean)
                .map((line) => (
                  <Typography
                    key={line}
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {line}
                  </Typography>
                ))}
            </Box>
            <Box sx={cardActionsSx}>
              <LandlordActions landlord={landlord} />
            </Box>
            <Box sx={cardWholeRow}>
              <LandlordRentals name={data.name} rentals={rentalsOf(rentals, landlord.landlordid)} />
            </Box>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
