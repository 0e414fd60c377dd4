import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type {
  StatementImportResult,
  UnallocatedPayment,
} from '@rental/shared/schemas/mpesa-settings';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FilePickButton } from '../../../components/file-pick-button';
import { formatDayTime } from '../../../lib/format-date';
import { useAssignUnallocated } from '../api/assign-unallocated';
import { useTenantChoices } from '../api/get-tenants';
import { useUnallocated } from '../api/get-unallocated';
import { useImportStatement } from '../api/import-statement';

const tenantLabel = (tenant: Tenant) =>
  `${tenant.tenantdata.firstname} ${tenant.tenantdata.lastname} — ${tenant.tenantdata.housenumber} (${tenant.rentalname})`;

function PaymentCard({ payment, tenants }: { payment: UnallocatedPayment; tenants: Tenant[] }) {
  const { t } = useTranslation('unallocated');
  const { showAlert } = useAlert();
  const assign = useAssignUnallocated();
  const [tenant, setTenant] = useState<Tenant | null>(null);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="h6" component="h2">
            {formatKes(payment.amount)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {payment.transid} · {formatDayTime(payment.paidat)}
          </Typography>
          {payment.source === 'statement' && <Chip size="small" label={t('sourceStatement')} />}
        </Box>
        <Typography variant="body2">
          {payment.billref ? t('account', { account: payment.billref }) : t('noAccount')} ·{' '}
          {t('payer', { name: payment.payername })}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
            alignItems: 'center',
          }}
        >
          <Autocomplete
            options={tenants}
            value={tenant}
            onChange={(_event, value) => setTenant(value)}
            getOptionLabel={tenantLabel}
            isOptionEqualToValue={(option, value) => option.tenantid === value.tenantid}
            renderInput={(params) => (
              <TextField {...params} label={`${t('tenant')} (${payment.transid})`} />
            )}
          />
          <Button
            variant="contained"
            disabled={!tenant || assign.isPending}
            onClick={async () => {
              if (!tenant) return;
              await assign.mutateAsync({ id: payment.id, tenantid: tenant.tenantid });
              showAlert(
                t('assigned', {
                  ref: payment.transid,
                  name: `${tenant.tenantdata.firstname} ${tenant.tenantdata.lastname}`,
                }),
              );
            }}
          >
            {t('assign')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function StatementImport() {
  const { t } = useTranslation('unallocated');
  const importStatement = useImportStatement();
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const onFile = async (file: File | null) => {
    if (!file) return;
    setResult(null);
    setResult(await importStatement.mutateAsync(file));
  };
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('import.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('import.text')}
        </Typography>
        <Box>
          <FilePickButton
            variant="outlined"
            label={t('import.choose')}
            accept=".csv,text/csv"
            disabled={importStatement.isPending}
            onFile={(file) => void onFile(file)}
          />
        </Box>
        {result && (
          <Alert severity={result.errors.length ? 'warning' : 'success'} role="status">
            {t('import.result', result)}
            {result.errors.slice(0, 20).map((error) => (
              <div key={error.row}>{t('import.rowError', error)}</div>
            ))}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** /unallocated: paybill payments waiting for the landlord to name the tenant. */
export function UnallocatedPage() {
  const { t } = useTranslation('unallocated');
  const payments = useUnallocated();
  const tenants = useTenantChoices();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {t('text')}
      </Typography>
      {payments.isPending ? (
        <Typography>{t('loading')}</Typography>
      ) : payments.data && payments.data.length > 0 ? (
        payments.data.map((payment) => (
          <PaymentCard key={payment.id} payment={payment} tenants={tenants.data ?? []} />
        ))
      ) : (
        <Typography>{t('empty')}</Typography>
      )}
      <StatementImport />
    </Box>
  );
}
