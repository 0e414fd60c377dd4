import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * One dashboard figure: its title, the figure, a line saying what it counts. A wide tile takes
 * a phone's whole width with its icon; the others share a phone's row two by two, without the
 * icon, so a money figure keeps room at 360 px. From the sm breakpoint every tile is alike.
 */
export function SummaryTile({
  title,
  value,
  hint,
  icon,
  to,
  wide = false,
  negative = false,
}: {
  title: string;
  value: string;
  hint?: string;
  icon: ReactNode;
  /** Where the tile leads (the whole tile is the link). */
  to?: string;
  wide?: boolean;
  /** A figure below zero (a loss) is shown in the error colour. */
  negative?: boolean;
}) {
  const shape = {
    p: { xs: wide ? 2 : 1.5, sm: 2 },
    display: 'flex',
    alignItems: 'flex-start',
    gap: 1.5,
    minWidth: 0,
    gridColumn: wide ? { xs: '1 / -1', sm: 'auto' } : undefined,
  };
  const frame = to
    ? ({
        component: RouterLink,
        to,
        sx: [shape, { textDecoration: 'none', '&:hover': { borderColor: 'primary.main' } }],
      } as const)
    : ({ component: 'section', sx: shape } as const);
  return (
    // A link is named by all it shows (title and figure); a plain tile is a named section.
    <Paper {...frame} aria-label={to ? undefined : title} variant="outlined">
      <Box
        aria-hidden
        sx={{
          display: { xs: wide ? 'grid' : 'none', sm: 'grid' },
          placeItems: 'center',
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography
          color={negative ? 'error' : undefined}
          // Wraps between "KES" and the figure, never inside the figure.
          sx={{
            fontWeight: 700,
            fontSize: { xs: wide ? '1.375rem' : '1.2rem', lg: '1.2rem' },
            lineHeight: 1.3,
          }}
        >
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" component="p" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
