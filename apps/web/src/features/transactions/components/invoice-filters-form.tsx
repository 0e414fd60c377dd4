import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { invoiceTypes } from '@rental/shared/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noInvoiceFilters, type InvoiceFilters } from '../lib/invoice-filters';
import { countActiveFilters } from '../../../components/paged/count-active-filters';
import { FiltersForm } from '../../../components/paged/filters-form';

/**
 * Sent invoices on or before a date, by part of the tenant's name and by type (both matched
 * without regard to case by the server); applied with APPLY FILTERS. Keyed by the applied
 * filters so it starts from them.
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
  const set = (change: Partial<InvoiceFilters>) => setDraft((old) => ({ ...old, ...change }));

  return (
    <FiltersForm
      columns="170px minmax(180px, 1fr) 220px auto"
      active={countActiveFilters(applied, noInvoiceFilters)}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(noInvoiceFilters);
        onApply(noInvoiceFilters);
      }}
    >
      <TextField
        id="filter-date"
        type="date"
        size="small"
        label={t('filters.date')}
        value={draft.date}
        onChange={(event) => set({ date: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
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
            {type}
          </MenuItem>
        ))}
      </TextField>
    </FiltersForm>
  );
}
