import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { invoiceTypes } from '@rental/shared/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noInvoiceFilters, type InvoiceFilters } from '../lib/invoice-filters';
import { countActiveFilters } from '../../../components/paged/count-active-filters';
import { DateRangeFields, isBackwardsRange } from '../../../components/paged/date-range-fields';
import { FiltersForm } from '../../../components/paged/filters-form';
import { invoiceTypeLabel } from '../../../lib/type-labels';

/**
 * Sent invoices billed From/To (as every list filters dates), by part of the tenant's name and
 * by type (both matched without regard to case by the server); applied with APPLY FILTERS.
 * Keyed by the applied filters so it starts from them.
 */
export function InvoiceFiltersForm({
  applied,
  onApply,
}: {
  applied: InvoiceFilters;
  onApply: (filters: InvoiceFilters) => void;
}) {
  const { t } = useTranslation('transactions');
  const [draft, setDraft] = useState(applied);
  const backwards = isBackwardsRange(draft);
  const set = (change: Partial<InvoiceFilters>) => setDraft((old) => ({ ...old, ...change }));

  return (
    <FiltersForm
      columns="170px 170px minmax(180px, 1fr) 220px auto"
      canApply={!backwards}
      active={countActiveFilters(applied, noInvoiceFilters)}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(noInvoiceFilters);
        onApply(noInvoiceFilters);
      }}
    >
      <DateRangeFields idPrefix="filter" range={draft} onChange={set} />
      <TextField
        id="filter-tenant-name"
        type="search"
        size="small"
        label={t('filters.tenantName')}
        value={draft.tenant}
        onChange={(event) => set({ tenant: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        id="filter-invoice-type"
        select
        size="small"
        label={t('filters.invoiceType')}
        value={draft.type}
        onChange={(event) => set({ type: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.allInvoiceTypes')}</MenuItem>
        {invoiceTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {invoiceTypeLabel(t, type)}
          </MenuItem>
        ))}
      </TextField>
    </FiltersForm>
  );
}
