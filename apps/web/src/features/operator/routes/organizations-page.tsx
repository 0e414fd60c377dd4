import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/paged/load-more';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useOrganizations } from '../api/get-organizations';
import { OrganizationCards } from '../components/organization-cards';
import { OrganizationFiltersForm } from '../components/organization-filters-form';
import { OrganizationSearch } from '../components/organization-search';
import { OrganizationsGrid } from '../components/organizations-grid';
import {
  organizationFilterParams,
  organizationFiltersFrom,
  type OrganizationFilters,
} from '../lib/organization-filters';

/**
 * /operator/organizations: every organization with its owner, plan, dates, usage and status,
 * searched and filtered in the address (?q&status&planid&accounttype), with the operator's
 * actions per organization.
 */
export function OrganizationsPage() {
  const { t } = useTranslation('operator');
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => organizationFiltersFrom(params), [params]);
  const organizations = useOrganizations(applied);
  const rows = organizations.data ?? [];
  const filtered = organizationFilterParams(applied).size > 0;

  const applyFilters = (filters: OrganizationFilters) =>
    setParams(organizationFilterParams(filters));
  // Each pause in typing replaces the address rather than adding a step to Back.
  const search = useCallback(
    (q: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (q) next.set('q', q);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const searchBox = <OrganizationSearch applied={applied.q} onSearch={search} />;
  const filters = (
    <OrganizationFiltersForm key={params.toString()} applied={applied} onApply={applyFilters} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {phone ? (
        <>
          {searchBox}
          {/* On a phone the filters fold behind their own outlined button. */}
          {filters}
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          {searchBox}
          {filters}
        </Paper>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
        <QueryContent
          query={organizations}
          isEmpty={rows.length === 0}
          emptyText={t(filtered ? 'organizations.noMatch' : 'organizations.empty')}
        >
          {phone ? <OrganizationCards rows={rows} /> : <OrganizationsGrid rows={rows} />}
          {/* The whole list comes at once: the footer only counts it. */}
          <LoadMore count={rows.length} hasMore={false} loading={false} onLoadMore={() => {}} />
        </QueryContent>
      </Paper>
    </Box>
  );
}
