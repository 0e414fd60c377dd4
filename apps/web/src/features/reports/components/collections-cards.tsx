import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Collections } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { formatMonth } from '../../../lib/format-date';
import {
  coversSeveralRentals,
  rentalsWithMoney,
  type CollectionFigures,
} from '../lib/collection-rows';
import { useRateText } from '../lib/use-rate-text';
import { unbrokenKes } from '../lib/unbroken-kes';

/**
 * Phones: a card per month (its collection rate, what was invoiced and collected, and each
 * rental's share when there are several), the period's totals last.
 */
export function CollectionsCards({ report }: { report: Collections }) {
  const { t } = useTranslation('reports');
  const rate = useRateText();
  const several = coversSeveralRentals(report);
  const figures = (of: CollectionFigures) =>
    [
      t('collections.cardFigures', {
        invoiced: unbrokenKes(of.invoiced),
        collected: unbrokenKes(of.collected),
      }),
      ...(of.keptfromdeposits === 0
        ? []
        : [t('collections.cardKept', { kept: unbrokenKes(of.keptfromdeposits) })]),
    ].join(' · ');
  const card = (
    key: string,
    title: string,
    of: CollectionFigures,
    rentals: Collections['months'][number]['rentals'] = [],
  ) => (
    <CardListItem key={key} sx={{ display: 'grid', gap: 0.5 }}>
      <CardHeadline title={title} aside={rate(of.rate)} />
      <Typography variant="body2" color="text.secondary">
        {figures(of)}
      </Typography>
      {rentals.map((rental) => (
        <Box key={rental.rentalid} sx={{ pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {`${rental.rentalname} · ${rate(rental.rate)}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {figures(rental)}
          </Typography>
        </Box>
      ))}
    </CardListItem>
  );
  return (
    <CardList label={t('collections.label')}>
      {[
        ...report.months.map((month) =>
          card(
            month.month,
            formatMonth(month.month),
            month,
            several ? rentalsWithMoney(month) : [],
          ),
        ),
        card('total', t('collections.total'), report.totals),
      ]}
    </CardList>
  );
}
