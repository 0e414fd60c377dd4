import MenuItem from '@mui/material/MenuItem';
import { houseTypes } from '@rental/shared/enums';
import type { RoomUpdateBody } from '@rental/shared/schemas/rentals';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';

/**
 * Room type, total units, monthly rent and water unit rate: the same fields when adding and
 * editing a room type. `idPrefix` keeps input ids unique when two forms share a page.
 */
export function RoomFields<T extends RoomUpdateBody & FieldValues>({
  control,
  idPrefix = '',
}: {
  control: Control<T>;
  idPrefix?: string;
}) {
  const { t } = useTranslation('rentals');
  // The four names exist on T by its constraint; TypeScript cannot see that through Path<T>.
  const name = (field: keyof RoomUpdateBody) => field as Path<T>;
  const id = (field: string) => `${idPrefix}${field}`;
  return (
    <>
      <FormTextField
        control={control}
        name={name('housetype')}
        id={id('housetype')}
        label={t('fields.housetype')}
        select
      >
        {houseTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`houseTypes.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name={name('totalunits')}
        id={id('totalunits')}
        label={t('fields.totalunits')}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormAmountField
        control={control}
        name={name('monthlyrent')}
        id={id('monthlyrent')}
        label={t('fields.monthlyrent')}
        autoComplete="off"
      />
      <FormAmountField
        control={control}
        name={name('waterunitrate')}
        id={id('waterunitrate')}
        label={t('fields.waterunitrate')}
        autoComplete="off"
      />
    </>
  );
}
