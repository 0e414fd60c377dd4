import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { ArrearsTenant } from '@rental/shared/schemas/arrears';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { TenantLink } from '../../../components/tenant-link';
import { formatCalendarDate } from '../../../lib/format-date';
import { overdueBucketKeys } from '../lib/arrears-rows';
import { formatBalance } from '../../../lib/format-balance';

/**
 * Phones: a card per tenant with the balance (red only when something is overdue), what is
 * overdue and since when, what is not yet due, and the overdue buckets that hold money.
 */
export function ArrearsCards({ tenants }: { tenants: readonly ArrearsTenant[] }) {
  const { t } = useTranslation('arrears');
  return (
    <CardList label={t('listLabel')}>
      {tenants.map((row) => {
        const lines = [
          { key: 'overdue', label: t('columns.overdue'), kes: row.overdue, overdue: true },
          { key: 'current', label: t('columns.current'), kes: row.notyetdue, overdue: false },
          ...overdueBucketKeys.map((key) => ({
            key,
            label: t(`columns.${key}`),
            kes: row.buckets[key],
            overdue: false,
          })),
        ].filter((line) => line.kes !== 0);
        return (
          <CardListItem key={row.tenantid} sx={{ display: 'grid', gap: 0.5 }}>
            <CardHeadline
              title={
                <TenantLink
                  tenantId={row.tenantid}
                  name={row.name}
                  label={t('statement', { name: row.name })}
                />
              }
              aside={formatBalance(row.balance)}
              asideTone={row.overdue > 0 ? 'error' : 'strong'}
            />
            <Typography variant="body2" color="text.secondary">
              {row.housenumber} · {row.rentalname} · {row.phonenumber}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
            >
              {lines.map((line) => (
                <Box key={line.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {line.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{
                      m: 0,
                      textAlign: 'right',
                      color: line.overdue ? 'error.main' : undefined,
                      fontWeight: line.overdue ? 600 : undefined,
                    }}
                  >
                    {formatKes(line.kes)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {/* Only a date already past is "overdue since"; never a future one. */}
            <Typography variant="body2" color="text.secondary">
              {row.overduesince
                ? t('since', { date: formatCalendarDate(row.overduesince) })
                : t('nothingOverdue')}
            </Typography>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
