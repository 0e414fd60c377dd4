import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The filled-in lease as the PDF lays it out: "## " a heading, "- " a point, other lines as
 * written, a blank line a gap.
 */
export function LeaseTemplatePreview({ text, label }: { text: string; label: string }) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 2, sm: 3 },
        maxHeight: 480,
        overflowY: 'auto',
        overflowWrap: 'anywhere',
      }}
    >
      {lines.map((line, index) => {
        const key = `${index}`;
        if (line.trim() === '') return <Box key={key} sx={{ height: 8 }} />;
        if (line.startsWith('## ')) {
          return (
            <Typography
              key={key}
              sx={{ fontWeight: 700, color: 'primary.main', mt: 1 }}
              component="p"
            >
              {line.slice(3)}
            </Typography>
          );
        }
        const point = /^\s*[-*] /.exec(line);
        return (
          <Typography key={key} variant="body2" sx={point ? { pl: 2 } : undefined}>
            {point ? `· ${line.slice(point[0].length)}` : line}
          </Typography>
        );
      })}
    </Box>
  );
}
