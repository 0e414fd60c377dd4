import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { transactionTypeFilters } from '@rental/shared/schemas/transactions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenants } from '../../../entities/tenants/tenants';
import {
  noTransactionFilters,
  type TransactionFilters,
  type TransactionTypeFilter,
} from '../lib/transaction-filters';
import { DateRangeFields, isBackwardsRange } from '../../../components/paged/date-range-fields';
import { countActiveFilters } from '../../../components/paged/count-active-filters';
import { FiltersForm } from '../../../components/paged/filters-form';
import { TenantAutocomplete } from './tenant-autocomplete';

/**
 * Date range, tenant and (on the Transactions tab) type; nothing is asked of the server until
 * APPLY FILTERS. Render it with a `key` of the applied filters so it starts from them.
 */
export function TransactionFiltersForm({
  applied,
  showType,
  onApply,
}: {
  applied: TransactionFilters;
  showType: boolean;
  onApply: (filters: TransactionFilters) => void;
}) {
  const { t } = useTranslation('transactions');
  const tenants = useTenants();
  const [draft, setDraft] = useState(applied);
  const backwards = isBackwardsRange(draft);
  const set = (change: Partial<TransactionFilters>) => setDraft((old) => ({ ...old, ...change }));

  return (
    <FiltersForm
      columns={showType ? '170px 170px minmax(180px, 1fr) 190px auto' : '170px 170px 1fr auto'}
      // The Payments and Subscriptions tabs set the type themselves: not a filter there.
      active={countActiveFilters(applied, noTransactionFilters, showType ? [] : ['type'])}
      canApply={!backwards}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(noTransactionFilters);
        onApply(noTransactionFilters);
      }}
    >
      <DateRangeFields idPrefix="filter" range={draft} onChange={set} />
      <Box sx={{ gridColumn: { sm: showType ? 'auto' : '1 / -1', md: 'auto' } }}>
        <TenantAutocomplete
          id="filter-tenant"
          label={t('filters.tenant')}
          placeholder={t('filters.allTenants')}
          tenants={tenants.data ?? []}
          loading={tenants.isPending}
          value={draft.tenantid}
          onChange={(tenantid) => set({ tenantid })}
          size="small"
        />
      </Box>
      {showType && (
        <TextField
          id="filter-type"
          select
          size="small"
          label={t('filters.type')}
          value={draft.type}
          onChange={(event) => set({ type: event.target.value as TransactionTypeFilter })}
        >
          {transactionTypeFilters.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`filters.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FiltersForm>
  );
}
