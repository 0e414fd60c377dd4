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
import { RequestPaymentButton } from '../../../entities/stk/request-payment-button';
import Typography from '@mui/material/Typography';
import { useTenantHasHistory } from '../lib/tenant-history';
import { useTranslateMessage } from '../../../lib/translate-message';
import { tenancyMessages } from '@rental/shared/schemas/tenancy';
import { CreditNoteDialog } from './credit-note-dialog';
import { useCan } from '../../../lib/permissions';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/**
 * What can be done with a tenant, above their page. A current tenant's tenancy is ended, not
 * deleted: Delete is offered only while the statement holds no invoice and no payment (a
 * tenant added by mistake), and shown off with the reason otherwise; the server refuses it too.
 */
export function TenantActions({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenants');
  const translate = useTranslateMessage();
  const [creditNote, setCreditNote] = useState(false);
  const can = useCan();
  // The statement only tells whether Delete can be done: not asked by who cannot delete.
  const hasHistory = useTenantHasHistory(tenant.tenantid, can('tenants.write'));
  const { tenantid, tenantdata } = tenant;
  const current = tenantdata.status === 'current';

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
      {current && hasHistory === false && can('tenants.write') && (
        <Button
          component={Link}
          to={`/tenant-details/delete/${tenantid}`}
          color="error"
          startIcon={<DeleteOutlinedIcon />}
        >
          {t('details.delete')}
        </Button>
      )}
      {/* Shown, but off, with the reason: a tenant with history is ended, never deleted. */}
      {current && hasHistory && can('tenants.write') && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Button
            disabled
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            aria-describedby="tenant-delete-reason"
          >
            {t('details.delete')}
          </Button>
          <Typography id="tenant-delete-reason" variant="caption" color="text.secondary">
            {translate(tenancyMessages.deleteHasHistory)}
          </Typography>
        </Box>
      )}
      {creditNote && <CreditNoteDialog tenant={tenant} onClose={() => setCreditNote(false)} />}
    </Box>
  );
}
