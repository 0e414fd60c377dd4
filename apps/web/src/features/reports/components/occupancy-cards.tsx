import Typography from '@mui/material/Typography';
import type { Occupancy } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { formatPercent } from '../../../lib/format-percent';
import { unbrokenKes } from '../lib/unbroken-kes';

type Figures = Occupancy['totals'];

/** Phones: a card per rental (its vacancy rate, units and loss), the totals last. */
export function OccupancyCards({ report }: { report: Occupancy }) {
  const { t } = useTranslation('reports');
  const card = (key: string, name: string, figures: Figures) => (
    <CardListItem key={key} sx={{ display: 'grid', gap: 0.5 }}>
      <CardHeadline
        title={name}
        aside={t('occupancy.vacancyRate', { rate: formatPercent(figures.vacancyrate) })}
      />
      <Typography variant="body2" color="text.secondary">
        {t('occupancy.cardDetails', figures)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('occupancy.cardLoss', { loss: unbrokenKes(figures.vacancyloss) })}
      </Typography>
    </CardListItem>
  );
  return (
    <CardList label={t('occupancy.label')}>
      {[
        ...report.rentals.map((rental) => card(rental.rentalid, rental.rentalname, rental)),
        card('total', t('occupancy.total'), report.totals),
      ]}
    </CardList>
  );
}
