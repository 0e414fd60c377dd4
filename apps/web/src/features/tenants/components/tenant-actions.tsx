import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MoneyOffOutlinedIcon from '@mui/icons-material/MoneyOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestPaymentButton } from '../../../components/stk/request-payment-button';
import { useStatement } from '../api/get-statement';
import { CreditNoteDialog } from './credit-note-dialog';
import { useCan } from '../../../lib/permissions';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/**
 * What can be done with a tenant, above their page. A current tenant's tenancy is ended, not
 * deleted: Delete is offered only while the statement holds no invoice and no payment (a
 * tenant added by mistake); the server refuses it otherwise.
 */
export function TenantActions({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenants');
  const [creditNote, setCreditNote] = useState(false);
  const can = useCan();
  // The statement only tells whether Delete is offered: not asked by who cannot delete.
  const statement = useStatement(tenant.tenantid, { enabled: can('tenants.write') });
  const { tenantid, tenantdata } = tenant;
  const current = tenantdata.status === 'current';
  const noHistory =
    statement.isSuccess &&
    statement.data.entries.every((entry) => entry.kind === 'opening') &&
    statement.data.deposit.entries.length === 0;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button component={Link} to="/tenants" startIcon={<ArrowBackIcon />}>
        {t('details.back')}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {current && can('money.write') && (
        <RequestPaymentButton
          tenantId={tenantid}
          tenantName={tenantDisplayName(tenantdata)}
          phone={tenantdata.phonenumber}
        />
      )}
      {can('money.write') && (
        <Button
          variant="outlined"
          startIcon={<MoneyOffOutlinedIcon />}
          onClick={() => setCreditNote(true)}
        >
          {t('creditNote.button')}
        </Button>
      )}
      {current && can('tenants.write') && (
        <Button
          component={Link}
          to={`/tenant-details/end/${tenantid}`}
          variant="outlined"
          color="warning"
          startIcon={<LogoutIcon />}
        >
          {t('endTenancy.button')}
        </Button>
      )}
      {current && noHistory && can('tenants.write') && (
        <Button
          component={Link}
          to={`/tenant-details/delete/${tenantid}`}
          color="error"
          startIcon={<DeleteOutlinedIcon />}
        >
          {t('details.delete')}
        </Button>
      )}
      {creditNote && <CreditNoteDialog tenant={tenant} onClose={() => setCreditNote(false)} />}
    </Box>
  );
}
