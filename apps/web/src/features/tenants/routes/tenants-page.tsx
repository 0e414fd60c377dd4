import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { describeError } from '../../../lib/describe-error';
import { useTenants } from '../api/get-tenants';
import { TenantExportButtons } from '../components/tenant-export-buttons';
import { TenantList } from '../components/tenant-list';
import { filterTenants, toSearchable } from '../lib/filter-tenants';

/** /tenants: search, New Tenant, Import, and a card per tenant. */
export function TenantsPage() {
  const { t } = useTranslation('tenants');
  const tenants = useTenants();
  const [search, setSearch] = useState('');
  // The input answers every keystroke at once; the list follows when React has time.
  const deferredSearch = useDeferredValue(search);
  const searchable = useMemo(() => toSearchable(tenants.data ?? []), [tenants.data]);
  const shown = useMemo(
    () => filterTenants(searchable, deferredSearch),
    [searchable, deferredSearch],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('list.title')}
          {tenants.isSuccess && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1.5 }}>
              {t('list.count', { count: tenants.data.length })}
            </Typography>
          )}
        </Typography>
        <TenantExportButtons tenants={shown} />
        <Button component={Link} to="/tenants/import" startIcon={<UploadFileIcon />}>
          {t('list.import')}
        </Button>
        <Button component={Link} to="/newtenant" variant="contained" startIcon={<AddIcon />}>
          {t('list.newTenant')}
        </Button>
      </Box>
      <SearchBox
        label={t('list.search')}
        placeholder={t('list.searchHint')}
        value={search}
        onSearch={setSearch}
        fullWidth
      />
      {tenants.isPending ? (
        <LoadingScreen />
      ) : tenants.isError ? (
        <LoadError
          message={describeError(tenants.error, t)}
          onRetry={() => void tenants.refetch()}
        />
      ) : shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('list.empty')}</Typography>
        </Paper>
      ) : (
        <TenantList tenants={shown} />
      )}
    </Box>
  );
}
