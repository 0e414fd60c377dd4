import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import { useTranslation } from 'react-i18next';
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
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <TenantLink
              tenantId={row.tenantid}
              name={row.name}
              label={t('deposits.statement', { name: row.name })}
              sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}
            />
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatKes(row.held)}
            </Typography>
          </Box>
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
