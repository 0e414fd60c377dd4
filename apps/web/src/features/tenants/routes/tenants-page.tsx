import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TenantStatus } from '@rental/shared/enums';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersFold } from '../../../components/paged/filters-fold';
import { SearchBox } from '../../../components/search-box';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { describeError } from '../../../lib/describe-error';
import { useCan } from '../../../lib/permissions';
import { useTenants } from '../../../entities/tenants/tenants';
import { TenantExportButtons } from '../components/tenant-export-buttons';
import { TenantList } from '../components/tenant-list';
import { useVacatingDates } from '../api/get-vacating';
import {
  filterTenants,
  showAndSort,
  toSearchable,
  type TenantShow,
  type TenantSort,
} from '../lib/filter-tenants';

/**
 * /tenants: search, New Tenant, Import, and a card per tenant: the current tenants, or those
 * who moved out (?status=former).
 */
export function TenantsPage() {
  const { t } = useTranslation('tenants');
  const [params, setParams] = useSearchParams();
  const status: TenantStatus = params.get('status') === 'former' ? 'former' : 'current';
  const tenants = useTenants(status);
  // Who has given notice: only current tenants can be vacating.
  const vacating = useVacatingDates(status === 'current');
  const can = useCan();
  const [search, setSearch] = useState('');
  // The input answers every keystroke at once; the list follows when React has time.
  const deferredSearch = useDeferredValue(search);
  const searchable = useMemo(() => toSearchable(tenants.data ?? []), [tenants.data]);
  const show: TenantShow = params.get('show') === 'arrears' ? 'arrears' : 'all';
  const sortParam = params.get('sort');
  const sort: TenantSort = sortParam === 'balance' || sortParam === 'name' ? sortParam : 'newest';
  const setParam = (name: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const shown = useMemo(
    () => showAndSort(filterTenants(searchable, deferredSearch), show, sort),
    [searchable, deferredSearch, show, sort],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('list.title')}
          {tenants.isSuccess && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1.5 }}>
              {t(status === 'former' ? 'list.countFormer' : 'list.count', {
                count: tenants.data.length,
              })}
            </Typography>
          )}
        </Typography>
        <TenantExportButtons tenants={shown} former={status === 'former'} />
        {can('tenants.write') && (
          <>
            <Button component={Link} to="/tenants/import" startIcon={<UploadFileIcon />}>
              {t('list.import')}
            </Button>
            <Button component={Link} to="/newtenant" variant="contained" startIcon={<AddIcon />}>
              {t('list.newTenant')}
            </Button>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={t('list.tenancy')}
          value={status}
          // Pressing the chosen button again would leave none chosen: keep it.
          onChange={(_event, next: TenantStatus | null) => {
            if (next) setParam('status', next, 'current');
          }}
          sx={{ flex: '0 0 auto' }}
        >
          <ToggleButton value="current">{t('list.current')}</ToggleButton>
          <ToggleButton value="former">{t('list.former')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: '1 1 260px' }}>
          <SearchBox
            label={t('list.search')}
            placeholder={t('list.searchHint')}
            value={search}
            onSearch={setSearch}
            fullWidth
          />
        </Box>
        {/* Show is a filter (Sort is not): the Filters button counts it. */}
        <FiltersFold active={show === 'all' ? 0 : 1}>
          <TextField
            select
            size="small"
            label={t('list.show')}
            value={show}
            onChange={(event) => setParam('show', event.target.value, 'all')}
            sx={{ flex: '1 1 150px' }}
          >
            <MenuItem value="all">{t('list.showAll')}</MenuItem>
            <MenuItem value="arrears">{t('list.showArrears')}</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label={t('list.sort')}
            value={sort}
            onChange={(event) => setParam('sort', event.target.value, 'newest')}
            sx={{ flex: '1 1 190px' }}
          >
            <MenuItem value="newest">{t('list.sortNewest')}</MenuItem>
            <MenuItem value="balance">{t('list.sortBalance')}</MenuItem>
            <MenuItem value="name">{t('list.sortName')}</MenuItem>
          </TextField>
        </FiltersFold>
      </Box>
      {tenants.isPending ? (
        <LoadingScreen />
      ) : tenants.isError ? (
        <LoadError
          message={describeError(tenants.error, t)}
          onRetry={() => void tenants.refetch()}
        />
      ) : shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {t(status === 'former' && !search ? 'list.noFormer' : 'list.empty')}
          </Typography>
        </Paper>
      ) : (
        <TenantList
          key={status}
          tenants={shown}
          former={status === 'former'}
          vacating={vacating.data}
        />
      )}
    </Box>
  );
}
