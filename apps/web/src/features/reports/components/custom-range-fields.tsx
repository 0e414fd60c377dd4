import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, MonthInput } from '../../../components/form/date-input';
import { customRangeProblem, type PeriodRange, type PeriodUnit } from '../lib/report-period';

/**
 * From and To of a custom period: dates for a report counted in days, months (YYYY-MM) for
 * one counted in months. What is typed is kept here and applied once the range is whole, in
 * order and (in months) at most 60 long; until then the To field says what is wrong.
 */
export function CustomRangeFields({
  range,
  unit,
  today,
  onChange,
}: {
  range: PeriodRange;
  unit: PeriodUnit;
  today: string;
  onChange: (range: PeriodRange) => void;
}) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState(range);
  // The applied range changed from elsewhere (another kind, a link): start from it again.
  const [applied, setApplied] = useState(range);
  if (applied.from !== range.from || applied.to !== range.to) {
    setApplied(range);
    setDraft(range);
  }
  const problem = customRangeProblem(draft, unit);
  const max = unit === 'days' ? today : today.slice(0, 7);

  const change = (part: Partial<PeriodRange>) => {
    const next = { ...draft, ...part };
    setDraft(next);
    if (!customRangeProblem(next, unit)) onChange(next);
  };

  const Input = unit === 'days' ? DateInput : MonthInput;
  const field = (part: keyof PeriodRange) => (
    <Input
      id={`report-${part}`}
      size="small"
      label={t(`controls.${part}`)}
      value={draft[part]}
      onChange={(value) => change({ [part]: value })}
      // What is wrong with the range is said once, under To; From is marked when out of order.
      error={part === 'to' ? problem !== null : problem === 'backwards'}
      helperText={part === 'to' && problem ? t(`controls.problems.${problem}`) : undefined}
      max={part === 'from' ? draft.to || max : max}
      min={part === 'to' ? draft.from || undefined : undefined}
    />
  );

  return (
    <>
      {field('from')}
      {field('to')}
    </>
  );
}
