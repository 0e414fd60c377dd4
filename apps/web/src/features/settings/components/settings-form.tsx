import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';

/** Settings fields two to a row on wider screens, one to a row on a phone. */
export const settingsFieldGrid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/** A settings form: its fields two to a row on wider screens, then the button that saves them. */
export function SettingsForm({
  onSubmit,
  submitLabel,
  submitDisabled,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitDisabled: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={settingsFieldGrid}>
      {children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitDisabled}
        sx={{ gridColumn: '1 / -1', justifySelf: { sm: 'start' }, minWidth: 160 }}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
