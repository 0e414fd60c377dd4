import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { expenseCategories, type ExpenseCategory } from '@rental/shared/enums';
import { noRentalFilter } from '@rental/shared/schemas/expenses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters } from '../../../components/paged/count-active-filters';
import { DateRangeFields, isBackwardsRange } from '../../../components/paged/date-range-fields';
import { FiltersForm } from '../../../components/paged/filters-form';
import { useRentals } from '../../../entities/rentals/rentals';
import { noExpenseFilters, type ExpenseFilters } from '../lib/expense-filters';

const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/**
 * From and To, rental (or the general expenses only) and category; nothing is asked of the
 * server until APPLY FILTERS. Render it with a `key` of the applied filters.
 */
export function ExpenseFiltersForm({
  applied,
  onApply,
}: {
  applied: ExpenseFilters;
  onApply: (filters: ExpenseFilters) => void;
}) {
  const { t } = useTranslation('expenses');
  const rentals = useRentals();
  const [draft, setDraft] = useState(applied);
  const set = (change: Partial<ExpenseFilters>) => setDraft((old) => ({ ...old, ...change }));

  return (
    <FiltersForm
      columns="170px 170px minmax(160px, 1fr) minmax(180px, 1fr) auto"
      active={countActiveFilters(applied, noExpenseFilters)}
      canApply={!isBackwardsRange(draft)}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(noExpenseFilters);
        onApply(noExpenseFilters);
      }}
    >
      <DateRangeFields idPrefix="expense-filter" range={draft} onChange={set} />
      <TextField
        id="expense-filter-rental"
        select
        size="small"
        label={t('filters.rental')}
        value={draft.rentalid}
        onChange={(event) => set({ rentalid: event.target.value })}
        slotProps={selectProps}
      >
        <MenuItem value="">{t('filters.allRentals')}</MenuItem>
        <MenuItem value={noRentalFilter}>{t('wholeOrganization')}</MenuItem>
        {(rentals.data ?? []).map((rental) => (
          <MenuItem key={rental.rentalid} value={rental.rentalid}>
            {rental.rentaldata.rentalname}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="expense-filter-category"
        select
        size="small"
        label={t('filters.category')}
        value={draft.category}
        onChange={(event) => set({ category: event.target.value as ExpenseCategory | '' })}
        slotProps={selectProps}
      >
        <MenuItem value="">{t('filters.allCategories')}</MenuItem>
        {expenseCategories.map((category) => (
          <MenuItem key={category} value={category}>
            {t(`categories.${category}`)}
          </MenuItem>
        ))}
      </TextField>
    </FiltersForm>
  );
}
