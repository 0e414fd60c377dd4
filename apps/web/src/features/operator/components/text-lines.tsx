import Typography from '@mui/material/Typography';

/**
 * Lines of secondary text in a cell or card, each on its own line; the first may stand out.
 * Long words break rather than push the column wider.
 */
export function TextLines({
  lines,
  strongFirst = false,
}: {
  lines: string[];
  strongFirst?: boolean;
}) {
  return lines.map((line, index) => (
    <Typography
      key={`${index}-${line}`}
      variant="body2"
      color={strongFirst && index === 0 ? 'text.primary' : 'text.secondary'}
      sx={{ overflowWrap: 'anywhere', fontWeight: strongFirst && index === 0 ? 600 : 400 }}
    >
      {line}
    </Typography>
  ));
}
