import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A list of cards for phones, where a table's columns do not fit: one bordered row per item
 * inside the list's Paper. Empty, it says `emptyText`.
 */
export function CardList({
  label,
  emptyText,
  children,
}: {
  label: string;
  emptyText?: string;
  children: ReactNode[];
}) {
  if (children.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

const itemSx: SxProps<Theme> = {
  p: 2,
  borderBottom: 1,
  borderColor: 'divider',
  '&:last-of-type': { borderBottom: 0 },
};

/** One card of a CardList; `sx` lays out its content (grid or flex). */
export function CardListItem({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="li" sx={[itemSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

/**
 * The layout of a card with a headline and actions: the headline (who and how much) across the
 * card's whole width (`cardWholeRow`), the details under it and the actions beside them
 * (`cardActionsSx`), so the name is not squeezed by finger-sized buttons.
 */
export const headlineCardSx = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 1,
  rowGap: 0.5,
  alignItems: 'center',
} as const;
export const cardWholeRow = { gridColumn: '1 / -1' } as const;
export const cardActionsSx = { display: 'flex', mr: -1 } as const;
