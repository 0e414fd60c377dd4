import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const asideColor = { strong: 'text.primary', muted: 'text.secondary', error: 'error.main' };

/**
 * A card's first line: what the card is about on the left (it wraps when long), and one
 * figure on the right, kept whole (the amount, or the date). `heading` makes the left a real
 * heading, so a screen reader can jump from card to card.
 */
export function CardHeadline({
  title,
  aside,
  heading,
  asideTone = 'strong',
}: {
  title: ReactNode;
  aside: ReactNode;
  heading?: 'h2' | 'h3';
  asideTone?: keyof typeof asideColor;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Typography
        component={heading ?? 'div'}
        sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Typography
        component="div"
        variant={asideTone === 'muted' ? 'body2' : 'body1'}
        sx={{
          whiteSpace: 'nowrap',
          fontWeight: asideTone === 'muted' ? 400 : 700,
          color: asideColor[asideTone],
        }}
      >
        {aside}
      </Typography>
    </Box>
  );
}
