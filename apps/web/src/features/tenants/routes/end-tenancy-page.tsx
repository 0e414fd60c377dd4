import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { QueryContent } from '../../../components/query-content';
import { useEndTenancy } from '../api/end-tenancy';
import { useTenant } from '../api/get-tenant';
import { useTenantMeter } from '../api/get-tenant-meter';
import { useUnbilledWater } from '../api/get-unbilled-water';
import { EndTenancyForm } from '../components/end-tenancy-form';
import { FactList, type Fact } from '../../../components/fact-list';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { formatBalance } from '../../../lib/format-balance';

/**
 * /tenant-details/end/{id}: a tenant moves out. A page rather than a dialog: the form is long
 * (reading, deductions, refund) and is filled on a phone at the door. Ended, the tenant's page
 * shows the final statement and its PDF.
 */
export function EndTenancyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tenants');
  const tenant = useTenant(id);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={Link} to={`/tenant-details/${id}`} startIcon={<ArrowBackIcon />}>
          {t('endTenancy.back')}
        </Button>
      </Box>
      <QueryContent query={tenant}>
        {(data) =>
          data.tenantdata.status === 'former' ? (
            <Alert severity="info">{t('endTenancy.alreadyFormer')}</Alert>
          ) : (
            <EndTenancy tenantId={id} tenant={data} />
          )
        }
      </QueryContent>
    </Box>
  );
}

function EndTenancy({
  tenantId,
  tenant,
}: {
  tenantId: string;
  tenant: NonNullable<ReturnType<typeof useTenant>['data']>;
}) {
  const { t } = useTranslation('tenants');
  const { showAlert, clearAlert } = useAlert();
  const navigate = useNavigate();
  const meter = useTenantMeter(tenant.tenantdata.rentalid, tenantId);
  const unbilled = useUnbilledWater(tenantId);
  const unbilledWater = unbilled.data ?? 0;
  const endTenancy = useEndTenancy(tenantId);
  // Ending a tenancy is for roles that see money (tenants.write): the server gives these.
  const { tenantdata } = tenant;
  const depositheld = tenant.depositheld ?? 0;
  const balance = tenant.balance ?? 0;
  const name = tenantDisplayName(tenantdata);
  const money = useMemo(
    () => ({ held: depositheld, balance, unbilledWater, meter: meter.data }),
    [depositheld, balance, unbilledWater, meter.data],
  );
  const facts: Fact[] = [
    [t('details.house'), `${tenantdata.housenumber} · ${tenant.rentalname}`],
    [t('details.depositheld'), formatKes(depositheld)],
    [t('details.balance'), formatBalance(balance)],
    // Readings not billed yet are billed at move-out: the tenant owes them too.
    ...(unbilledWater > 0
      ? [[t('endTenancy.unbilledWater'), formatKes(unbilledWater)] as const]
      : []),
  ];

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}
    >
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('endTenancy.title', { name })}
        </Typography>
        <Typography color="text.secondary">{t('endTenancy.text')}</Typography>
      </Box>
      <FactList facts={facts} columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }} />
      {meter.isPending || unbilled.isPending ? null : (
        <EndTenancyForm
          tenantId={tenantId}
          money={money}
          moveindate={tenantdata.moveindate}
          cancelPath={`/tenant-details/${tenantId}`}
          onSave={async (body) => {
            clearAlert();
            await endTenancy.mutateAsync(body);
            const path = `/tenant-details/${tenantId}`;
            showAlert(t('endTenancy.done', { name }), 'success', path);
            await navigate(path);
          }}
        />
      )}
    </Paper>
  );
}
