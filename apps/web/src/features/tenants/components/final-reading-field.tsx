import type { Meter } from '@rental/shared/schemas/readings';
import { formatKes } from '@rental/shared/money';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatDay } from '../../../lib/format-date';
import { formatUnits } from '../../../lib/format-reading';
import { readingUsage } from '../../../lib/reading-usage';
import type { EndTenancyControl } from '../lib/end-tenancy-form';

/**
 * The meter's reading on the day the tenant leaves, billed at once. Under it, the last reading
 * (so a mistyped one is noticed) and, as it is typed, the usage and what it adds to the bill.
 */
export function FinalReadingField({
  control,
  meter,
}: {
  control: EndTenancyControl;
  meter: Meter | undefined;
}) {
  const { t } = useTranslation('tenants');
  const typed = useWatch({ control, name: 'finalmeterreading' }) ?? '';
  let hint = t('endTenancy.noLastReading');
  if (meter?.previousreading != null && meter.previousdate) {
    const last = t('endTenancy.lastReading', {
      reading: formatUnits(meter.previousreading),
      date: formatDay(meter.previousdate),
    });
    const usage = readingUsage(meter, typed, false);
    hint =
      usage.kind === 'usage'
        ? `${last} · ${t('endTenancy.finalUsage', { count: usage.usage, units: formatUnits(usage.usage), cost: formatKes(usage.cost) })}`
        : usage.kind === 'below'
          ? `${last} · ${t('endTenancy.belowLast')}`
          : last;
  }
  return (
    <FormTextField
      control={control}
      name="finalmeterreading"
      label={t('endTenancy.finalmeterreading')}
      helperText={hint}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
