import type { ReadingBody } from '@rental/shared/schemas/readings';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/checkbox-field';
import type { ReadingValues } from '../lib/reading-values';

/** 'Meter replaced': a new meter starts again lower, so the reading may go down. */
export function MeterReplacedField({
  control,
}: {
  control: Control<ReadingBody, unknown, ReadingValues>;
}) {
  const { t } = useTranslation('readings');
  return (
    <CheckboxField
      control={control}
      name="meterreplacement"
      label={t('form.meterreplacement')}
      hint={t('form.meterreplacementHint')}
    />
  );
}
