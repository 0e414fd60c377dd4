import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useTranslation } from 'react-i18next';

/** The tenant's place and money at a glance: rental, room type, monthly rent, balance, IDs. */
export function TenantSummary({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenants');
  const items = [
    [t('details.rental'), tenant.rentalname],
    [t('details.house'), tenant.tenantdata.housenumber],
    [t('details.roomtype'), tenant.roomtype],
    [t('details.phone'), tenant.tenantdata.phonenumber],
    [t('details.monthlyrent'), formatKes(tenant.monthlyrent)],
    [t('details.balance'), formatKes(tenant.balance)],
    // ID and KRA PIN only when given: most tenants have neither on file.
    ...(tenant.tenantdata.nationalid
      ? [[t('details.nationalid'), tenant.tenantdata.nationalid] as const]
      : []),
    ...(tenant.tenantdata.krapin ? [[t('details.krapin'), tenant.tenantdata.krapin] as const] : []),
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
