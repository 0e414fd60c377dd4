import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { describeError } from '../../../lib/describe-error';
import { useExportPersonalData } from '../api/export-personal-data';
import { EraseTenantDialog } from './erase-tenant-dialog';
import { useCan } from '../../../lib/permissions';

/**
 * A tenant's requests under the Kenya Data Protection Act, one click each: their data (a JSON
 * file and their statement PDF) and, once they have moved out, its erasure. A current
 * tenant's Erase is off, with why beside it.
 */
export function PersonalDataSection({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenants');
  const { showAlert } = useAlert();
  const exportData = useExportPersonalData(tenant.tenantid);
  const [erasing, setErasing] = useState(false);
  const { tenantdata } = tenant;
  const current = tenantdata.status === 'current';
  const noteId = `erase-note-${tenant.tenantid}`;
  const can = useCan();

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="personal-data-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography
        id="personal-data-title"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('personalData.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {tenantdata.erased ? t('personalData.erased') : t('personalData.text')}
      </Typography>
      {exportData.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {describeError(exportData.error, t)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {can('personalData.export') && (
          <Button
            variant="outlined"
            startIcon={<DownloadOutlinedIcon />}
            disabled={exportData.isPending}
            onClick={() =>
              exportData.mutate(undefined, {
                onSuccess: () => showAlert(t('personalData.exported')),
              })
            }
          >
            {t('personalData.export')}
          </Button>
        )}
        {!tenantdata.erased && can('personalData.erase') && (
          <Button
            color="error"
            startIcon={<DeleteForeverOutlinedIcon />}
            disabled={current}
            aria-describedby={current ? noteId : undefined}
            onClick={() => setErasing(true)}
          >
            {t('personalData.erase')}
          </Button>
        )}
        {current && can('personalData.erase') && (
          <Typography id={noteId} variant="body2" color="text.secondary">
            {t('personalData.currentNote')}
          </Typography>
        )}
      </Box>
      {erasing && <EraseTenantDialog tenant={tenant} onClose={() => setErasing(false)} />}
    </Paper>
  );
}
