import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { TenantLink } from '../../../components/tenant-link';
import type { DepositRow } from '../lib/deposit-rows';

/** Phones: a card per tenant with what is held, the house, the rental and a former tenant marked. */
export function DepositsCards({ rows }: { rows: readonly DepositRow[] }) {
  const { t } = useTranslation('reports');
  return (
    <CardList label={t('deposits.listLabel')}>
      {rows.map((row) => (
        <CardListItem key={row.tenantid} sx={{ display: 'grid', gap: 0.5 }}>
          <CardHeadline
            title={
              <TenantLink
                tenantId={row.tenantid}
                name={row.name}
                label={t('deposits.statement', { name: row.name })}
              />
            }
            aside={formatKes(row.held)}
          />
          <Typography variant="body2" color="text.secondary">
            {[
              row.housenumber,
              row.rentalname,
              ...(row.status === 'former' ? [t('deposits.former')] : []),
            ].join(' · ')}
          </Typography>
        </CardListItem>
      ))}
    </CardList>
  );
}
