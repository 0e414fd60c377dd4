import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * One part of a report (the KRA return, an owner statement) on its own card, named by its heading so a screen reader can jump
 * from part to part. `text` explains it under the heading; `flush` lets a table reach the
 * card's edges.
 */
export function ReportSection({
  title,
  text,
  flush = false,
  children,
}: {
  title: ReactNode;
  text?: string;
  flush?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'grid', gap: flush ? 1 : 2, p: flush ? 0 : 2, pt: 2 }}
    >
      <Box sx={{ px: flush ? 2 : 0 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {text && (
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}
