import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { ArrearsTenant } from '@rental/shared/schemas/arrears';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { TenantLink } from '../../../components/tenant-link';
import { formatCalendarDate } from '../../../lib/format-date';
import { bucketKeys } from '../lib/arrears-rows';

/** Phones: a card per tenant with the balance and only the age buckets that hold money. */
export function ArrearsCards({ tenants }: { tenants: readonly ArrearsTenant[] }) {
  const { t } = useTranslation('arrears');
  return (
    <CardList label={t('listLabel')}>
      {tenants.map((row) => (
        <CardListItem key={row.tenantid} sx={{ display: 'grid', gap: 0.5 }}>
          <CardHeadline
            title={
              <TenantLink
                tenantId={row.tenantid}
                name={row.name}
                label={t('statement', { name: row.name })}
              />
            }
            aside={formatKes(row.balance)}
            asideTone="error"
          />
          <Typography variant="body2" color="text.secondary">
            {row.housenumber} · {row.rentalname} · {row.phonenumber}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
          >
            {bucketKeys
              .filter((key) => row.buckets[key] !== 0)
              .map((key) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`columns.${key}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                    {formatKes(row.buckets[key])}
                  </Typography>
                </Box>
              ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('since', { date: formatCalendarDate(row.oldestdue) })}
          </Typography>
        </CardListItem>
      ))}
    </CardList>
  );
}
