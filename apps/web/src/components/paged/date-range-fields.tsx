import { useTranslation } from 'react-i18next';
import { DateInput } from '../form/date-input';

export interface DateRange {
  /** YYYY-MM-DD or '' for open. */
  from: string;
  to: string;
}

/** The range is backwards (a list filtered by it would be empty). */
export function isBackwardsRange({ from, to }: DateRange): boolean {
  return from !== '' && to !== '' && to < from;
}

/** From and To date fields of a filter form; each bounds the other's picker. */
export function DateRangeFields({
  idPrefix,
  range,
  onChange,
}: {
  /** The fields' ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  range: DateRange;
  onChange: (change: Partial<DateRange>) => void;
}) {
  const { t } = useTranslation('paged');
  const backwards = isBackwardsRange(range);
  return (
    <>
      <DateInput
        id={`${idPrefix}-from`}
        size="small"
        label={t('filters.from')}
        value={range.from}
        onChange={(from) => onChange({ from })}
        // A backwards range is said once, under To.
        error={backwards}
        max={range.to || undefined}
      />
      <DateInput
        id={`${idPrefix}-to`}
        size="small"
        label={t('filters.to')}
        value={range.to}
        onChange={(to) => onChange({ to })}
        error={backwards}
        helperText={backwards ? t('filters.toBeforeFrom') : undefined}
        min={range.from || undefined}
      />
    </>
  );
}
