import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { accountTypes, type AccountType } from '@rental/shared/enums';
import { organizationStatuses, type OrganizationStatus } from '@rental/shared/schemas/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters } from '../../../components/paged/count-active-filters';
import { FiltersForm } from '../../../components/paged/filters-form';
import { planName } from '../lib/organization-lines';
import {
  noOrganizationFilters,
  planFilters,
  type OrganizationFilters,
  type PlanFilter,
} from '../lib/organization-filters';

const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/**
 * Status, plan (Trial among them) and account type; nothing is asked of the server until
 * APPLY FILTERS. The search is the page's own box. Render it with a `key` of the applied filters.
 */
export function OrganizationFiltersForm({
  applied,
  onApply,
}: {
  applied: OrganizationFilters;
  onApply: (filters: OrganizationFilters) => void;
}) {
  const { t } = useTranslation('operator');
  const [draft, setDraft] = useState(applied);
  const set = (change: Partial<OrganizationFilters>) => setDraft((old) => ({ ...old, ...change }));

  return (
    <FiltersForm
      columns="repeat(3, minmax(160px, 1fr)) auto"
      active={countActiveFilters(applied, noOrganizationFilters, ['q'])}
      onApply={() => onApply(draft)}
      onClear={() => {
        const cleared = { ...noOrganizationFilters, q: applied.q };
        setDraft(cleared);
        onApply(cleared);
      }}
    >
      <TextField
        id="organization-filter-status"
        select
        size="small"
        label={t('organizations.filters.status')}
        value={draft.status}
        onChange={(event) => set({ status: event.target.value as OrganizationStatus | '' })}
        slotProps={selectProps}
      >
        <MenuItem value="">{t('organizations.filters.allStatuses')}</MenuItem>
        {organizationStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="organization-filter-plan"
        select
        size="small"
        label={t('organizations.filters.plan')}
        value={draft.planid}
        onChange={(event) => set({ planid: event.target.value as PlanFilter | '' })}
        slotProps={selectProps}
      >
        <MenuItem value="">{t('organizations.filters.allPlans')}</MenuItem>
        {planFilters.map((plan) => (
          <MenuItem key={plan} value={plan}>
            {planName(plan === 'trial' ? null : plan, t)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="organization-filter-accounttype"
        select
        size="small"
        label={t('organizations.filters.accountType')}
        value={draft.accounttype}
        onChange={(event) => set({ accounttype: event.target.value as AccountType | '' })}
        slotProps={selectProps}
      >
        <MenuItem value="">{t('organizations.filters.allAccountTypes')}</MenuItem>
        {accountTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`accountTypes.${type}`)}
          </MenuItem>
        ))}
      </TextField>
    </FiltersForm>
  );
}
