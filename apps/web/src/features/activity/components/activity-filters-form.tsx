import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { activityKinds, type ActivityKind } from '@rental/shared/activity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields, isBackwardsRange } from '../../../components/paged/date-range-fields';
import { countActiveFilters } from '../../../components/paged/count-active-filters';
import { FiltersForm } from '../../../components/paged/filters-form';
import { usePeople } from '../api/get-people';
import { noActivityFilters, type ActivityFilters } from '../lib/activity-filters';

/**
 * Person, kind and date range; nothing is asked of the server until APPLY FILTERS. Render it
 * with a `key` of the applied filters so it starts from them.
 */
export function ActivityFiltersForm({
  applied,
  onApply,
}: {
  applied: ActivityFilters;
  onApply: (filters: ActivityFilters) => void;
}) {
  const { t } = useTranslation('activity');
  const people = usePeople();
  const [draft, setDraft] = useState(applied);
  const backwards = isBackwardsRange(draft);
  const set = (change: Partial<ActivityFilters>) => setDraft((old) => ({ ...old, ...change }));
  // Kinds in the order of their names, so a landlord finds one by reading.
  const kinds = [...activityKinds].sort((a, b) => t(`kinds.${a}`).localeCompare(t(`kinds.${b}`)));

  return (
    <FiltersForm
      columns="minmax(160px, 1fr) minmax(200px, 1.3fr) 160px 160px auto"
      active={countActiveFilters(applied, noActivityFilters)}
      canApply={!backwards}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(noActivityFilters);
        onApply(noActivityFilters);
      }}
    >
      <TextField
        id="activity-person"
        select
        size="small"
        label={t('filters.person')}
        value={people.isSuccess ? draft.userid : ''}
        onChange={(event) => set({ userid: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.everyone')}</MenuItem>
        {(people.data ?? []).map((person) => (
          <MenuItem key={person.userid} value={person.userid}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="activity-kind"
        select
        size="small"
        label={t('filters.kind')}
        value={draft.kind}
        onChange={(event) => set({ kind: event.target.value as ActivityKind | '' })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.allKinds')}</MenuItem>
        {kinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields idPrefix="activity" range={draft} onChange={set} />
    </FiltersForm>
  );
}
