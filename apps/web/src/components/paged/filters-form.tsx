import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of a filters form: its fields in a row on wide screens, then APPLY FILTERS and
 * CLEAR. Nothing is asked of the server until one of them is pressed.
 */
export function FiltersForm({
  columns,
  canApply = true,
  onApply,
  onClear,
  children,
}: {
  /** The grid columns on wide screens: one per field, then `auto` for the buttons. */
  columns: string;
  canApply?: boolean;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('paged');
  return (
    <Box
      component="form"
      aria-label={t('filters.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canApply) onApply();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: columns },
      }}
    >
      {children}
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          gridColumn: { xs: '1 / -1', md: 'auto' },
          justifyContent: { xs: 'stretch', md: 'flex-start' },
        }}
      >
        <Button
          type="submit"
          variant="contained"
          disabled={!canApply}
          sx={{ flexGrow: 1, whiteSpace: 'nowrap' }}
        >
          {t('filters.apply')}
        </Button>
        <Button onClick={onClear}>{t('filters.clear')}</Button>
      </Box>
    </Box>
  );
}
