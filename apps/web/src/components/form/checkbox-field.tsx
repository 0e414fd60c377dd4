import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A labelled checkbox bound to react-hook-form, across the form's grid, with a hint under it.
 * `as="switch"` draws an on/off switch instead: for settings that turn something on (a rule,
 * reminders), where a checkbox is a choice inside a form.
 */
export function CheckboxField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  hint,
  disabled,
  as = 'checkbox',
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  hint: string;
  disabled?: boolean;
  as?: 'checkbox' | 'switch';
}) {
  const hintId = `${name}-hint`;
  const Toggle = as === 'switch' ? Switch : Checkbox;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormControlLabel
            label={label}
            disabled={disabled}
            control={
              <Toggle
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
              />
            }
          />
          <FormHelperText id={hintId} sx={{ mt: -0.5, ml: as === 'switch' ? 6 : 4 }}>
            {hint}
          </FormHelperText>
        </Box>
      )}
    />
  );
}
