import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import type { ReadingBody } from '@rental/shared/schemas/readings';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReadingValues } from '../lib/reading-values';

/** 'Meter replaced': a new meter starts again lower, so the reading may go down. */
export function MeterReplacedField({
  control,
}: {
  control: Control<ReadingBody, unknown, ReadingValues>;
}) {
  const { t } = useTranslation('readings');
  return (
    <Controller
      control={control}
      name="meterreplacement"
      render={({ field }) => (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormControlLabel
            label={t('form.meterreplacement')}
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: { ref: field.ref, 'aria-describedby': 'meterreplacement-hint' },
                }}
              />
            }
          />
          <FormHelperText id="meterreplacement-hint" sx={{ mt: -0.5, ml: 4 }}>
            {t('form.meterreplacementHint')}
          </FormHelperText>
        </Box>
      )}
    />
  );
}
