import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FiltersFold } from '../../../components/paged/filters-fold';
import { defaultPeriod, periodParams } from '../lib/report-period';
import type { ReportFilters } from '../lib/use-report-filters';
import type { ScopeChoice, ScopeChoices } from '../lib/use-scope-choices';
import { PeriodPicker } from './period-picker';

const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/**
 * The controls every report has: its period (when it has one), a rental, and for an agent a
 * landlord. Each change is applied at once and kept in the address. On a phone they fold
 * away behind a Filters button that counts what is set.
 */
export function ReportControls({
  filters,
  choices,
}: {
  filters: ReportFilters;
  choices: ScopeChoices;
}) {
  const { t } = useTranslation('reports');
  const { period, unit, today, agent, landlordid, rentalid } = filters;
  const periodChanged =
    period !== null &&
    unit !== null &&
    JSON.stringify(periodParams(period)) !==
      JSON.stringify(periodParams(defaultPeriod(unit, today)));
  const active = [periodChanged, rentalid !== '', landlordid !== ''].filter(Boolean).length;

  return (
    <FiltersFold active={active}>
      <Box
        role="group"
        aria-label={t('controls.label')}
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(auto-fill, minmax(190px, 1fr))',
          },
        }}
      >
        {period && unit && (
          <PeriodPicker period={period} unit={unit} today={today} onChange={filters.setPeriod} />
        )}
        {agent && (
          <ScopeSelect
            id="report-landlord"
            label={t('controls.landlord')}
            allLabel={t('controls.allLandlords')}
            value={landlordid}
            choices={choices.landlords}
            onChange={(next) => filters.setLandlord(next, choices.ownedBy(next, rentalid))}
          />
        )}
        <ScopeSelect
          id="report-rental"
          label={t('controls.rental')}
          allLabel={t('controls.allRentals')}
          value={rentalid}
          choices={choices.rentals}
          onChange={filters.setRental}
        />
      </Box>
    </FiltersFold>
  );
}

/** All (the empty value) or one of `choices`; a chosen one not (yet) listed is kept. */
function ScopeSelect({
  id,
  label,
  allLabel,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  choices: readonly ScopeChoice[];
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  // Until the list has loaded (or for a rental no longer there), MUI needs the value listed.
  const unlisted = value !== '' && !choices.some((choice) => choice.id === value);
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={selectProps}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {unlisted && <MenuItem value={value}>{t('loading')}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
