import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatMonthName } from '../../../lib/format-date';
import {
  monthChoices,
  periodKinds,
  quarterChoices,
  quarterMonths,
  switchPeriodKind,
  yearChoices,
  type PeriodKind,
  type PeriodUnit,
  type ReportPeriod,
} from '../lib/report-period';
import { CustomRangeFields } from './custom-range-fields';

/**
 * A report's period: its kind (month, quarter, year or custom), then which one (newest
 * first) or, for custom, from and to in the report's unit (days or months). A change is
 * applied at once; a custom range once it is whole and in order.
 */
export function PeriodPicker({
  period,
  unit,
  today,
  onChange,
}: {
  period: ReportPeriod;
  unit: PeriodUnit;
  today: string;
  onChange: (period: ReportPeriod) => void;
}) {
  const { t } = useTranslation('reports');
  const quarterName = (quarter: string) => {
    const { from, to } = quarterMonths(quarter);
    return t('controls.quarterName', {
      quarter: quarter.slice(-1),
      year: quarter.slice(0, 4),
      first: formatMonthName(from),
      last: formatMonthName(to),
    });
  };

  return (
    <>
      <TextField
        id="report-period"
        select
        size="small"
        label={t('controls.period')}
        value={period.kind}
        onChange={(event) =>
          onChange(switchPeriodKind(period, event.target.value as PeriodKind, unit, today))
        }
      >
        {periodKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`controls.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {period.kind === 'month' && (
        <ChoiceField
          id="report-month"
          label={t('controls.month')}
          value={period.month}
          choices={monthChoices(today, period.month)}
          name={formatMonth}
          onChange={(month) => onChange({ kind: 'month', month })}
        />
      )}
      {period.kind === 'quarter' && (
        <ChoiceField
          id="report-quarter"
          label={t('controls.quarter')}
          value={period.quarter}
          choices={quarterChoices(today, period.quarter)}
          name={quarterName}
          onChange={(quarter) => onChange({ kind: 'quarter', quarter })}
        />
      )}
      {period.kind === 'year' && (
        <ChoiceField
          id="report-year"
          label={t('controls.year')}
          value={period.year}
          choices={yearChoices(today, period.year)}
          name={(year) => year}
          onChange={(year) => onChange({ kind: 'year', year })}
        />
      )}
      {period.kind === 'custom' && (
        <CustomRangeFields
          range={period}
          unit={unit}
          today={today}
          onChange={(range) => onChange({ kind: 'custom', ...range })}
        />
      )}
    </>
  );
}

function ChoiceField({
  id,
  label,
  value,
  choices,
  name,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly string[];
  name: (choice: string) => string;
  onChange: (choice: string) => void;
}) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {name(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
