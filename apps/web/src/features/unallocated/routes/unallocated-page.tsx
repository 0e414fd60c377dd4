import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
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
import { useSearchParams } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { FilePickButton } from '../../../components/file-pick-button';
import { useAutocompleteTexts } from '../../../components/form/autocomplete-texts';
import { useCan } from '../../../lib/permissions';
import { usePhone } from '../../../lib/use-phone';
import { formatDayTime } from '../../../lib/format-date';
import { useAssignUnallocated } from '../api/assign-unallocated';
import { useTenants } from '../../../entities/tenants/tenants';
import { useHeldPayments } from '../api/get-held';
import { useUnallocated } from '../api/get-unallocated';
import { useImportStatement } from '../api/import-statement';
import { HeldPayments } from '../components/held-payments';
import { NotInStatement } from '../components/not-in-statement';
import { tenantDisplayName } from '@rental/shared/tenant-name';

const tenantLabel = (tenant: Tenant) =>
  `${tenantDisplayName(tenant.tenantdata)} — ${tenant.tenantdata.housenumber} (${tenant.rentalname})`;

function PaymentCard({ payment, tenants }: { payment: UnallocatedPayment; tenants: Tenant[] }) {
  const { t } = useTranslation('unallocated');
  const autocompleteTexts = useAutocompleteTexts();
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
            {...autocompleteTexts}
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
                  name: tenantDisplayName(tenant.tenantdata),
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
            {t('import.result', result)}. {t('import.verifiedNote')}
            {result.errors.slice(0, 20).map((error) => (
              <div key={error.row}>{t('import.rowError', error)}</div>
            ))}
          </Alert>
        )}
        {result && <NotInStatement payments={result.notinstatement} />}
      </CardContent>
    </Card>
  );
}

/** Paybill payments waiting for the landlord to name the tenant, and the statement import. */
function UnallocatedList() {
  const { t } = useTranslation('unallocated');
  const payments = useUnallocated();
  const tenants = useTenants();
  return (
    <>
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
    </>
  );
}

const tabs = ['unallocated', 'held'] as const;
type UnallocatedTab = (typeof tabs)[number];

/**
 * /unallocated?tab=unallocated|held: paybill payments no tenant matched and, for the owner
 * only (a member is refused them), M-PESA payments held for review (the bell links to ?tab=held).
 */
export function UnallocatedPage() {
  const { t } = useTranslation('unallocated');
  const owner = useCan()('payments.review');
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const tab: UnallocatedTab = owner && params.get('tab') === 'held' ? 'held' : 'unallocated';
  const held = useHeldPayments(owner);
  const waiting = held.data?.filter((payment) => payment.status === 'open').length ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {owner && (
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          {/* On a phone the two tabs share the width (labels wrap): none scrolls out of sight. */}
          <Tabs
            value={tab}
            onChange={(_event, next: UnallocatedTab) => setParams({ tab: next }, { replace: true })}
            aria-label={t('tabsLabel')}
            variant={phone ? 'fullWidth' : 'standard'}
          >
            {tabs.map((name) => (
              <Tab
                key={name}
                value={name}
                label={
                  name === 'held' && waiting > 0
                    ? t('tabs.heldCount', { count: waiting })
                    : t(`tabs.${name}`)
                }
                id={`unallocated-tab-${name}`}
                aria-controls={`unallocated-panel-${name}`}
              />
            ))}
          </Tabs>
        </Paper>
      )}
      <Box
        role={owner ? 'tabpanel' : undefined}
        id={`unallocated-panel-${tab}`}
        aria-labelledby={owner ? `unallocated-tab-${tab}` : undefined}
        sx={{ display: 'grid', gap: 2, minWidth: 0 }}
      >
        {tab === 'held' ? <HeldPayments /> : <UnallocatedList />}
      </Box>
    </Box>
  );
}
