import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Fact = readonly [label: string, value: string];

/**
 * Label and value pairs in a grid (a description list): a tenant's place and money at a
 * glance, the deposit's totals. `columns` is the grid's columns per screen size.
 */
export function FactList({
  facts,
  columns,
}: {
  facts: readonly Fact[];
  columns: { xs: string; sm?: string; md?: string };
}) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
