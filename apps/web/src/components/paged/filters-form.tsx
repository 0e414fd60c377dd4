import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersFold } from './filters-fold';

/**
 * The frame of a filters form: its fields in a row on wide screens, then APPLY FILTERS and
 * CLEAR. Nothing is asked of the server until one of them is pressed. On a phone it is folded
 * behind a Filters button (render it keyed by the applied filters: applying folds it again).
 */
export function FiltersForm({
  columns,
  active,
  canApply = true,
  onApply,
  onClear,
  children,
}: {
  /** The grid columns on wide screens: one per field, then `auto` for the buttons. */
  columns: string;
  /** How many filters are applied now (the phone's Filters button shows it). */
  active: number;
  canApply?: boolean;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('paged');
  return (
    <FiltersFold active={active}>
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
    </FiltersFold>
  );
}
