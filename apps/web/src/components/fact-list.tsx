import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Fact = readonly [label: string, value: string];

/**
 * Label and value pairs in a grid (a description list): a tenant's place and money at a
 * glance, the deposit's totals, the figures of a card on a phone. `columns` is the grid's
 * columns per screen size; `dense` packs them for a card.
 */
export function FactList({
  facts,
  columns,
  dense = false,
}: {
  facts: readonly Fact[];
  columns: { xs: string; sm?: string; md?: string };
  dense?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: dense ? 0 : 2,
        columnGap: 2,
        gridTemplateColumns: columns,
      }}
    >
      {facts.map(([label, value]) => (
        // A div around each pair is what a description list allows besides dt and dd.
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant={dense ? 'body2' : 'body1'}
            sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
