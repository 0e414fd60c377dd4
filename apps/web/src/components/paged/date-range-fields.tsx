import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

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
      <TextField
        id={`${idPrefix}-from`}
        type="date"
        size="small"
        label={t('filters.from')}
        value={range.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to || undefined } }}
      />
      <TextField
        id={`${idPrefix}-to`}
        type="date"
        size="small"
        label={t('filters.to')}
        value={range.to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={backwards}
        helperText={backwards ? t('filters.toBeforeFrom') : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from || undefined } }}
      />
    </>
  );
}
