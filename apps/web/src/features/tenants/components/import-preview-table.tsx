import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../../../components/scroll-box';
import { useTranslateMessage } from '../../../lib/translate-message';
import { importColumns, type ImportPreviewRow } from '@rental/shared/schemas/tenant-import';

const pageSize = 25;

/**
 * The uploaded rows, a page at a time (a 2,000-row file renders as fast as a short one). A row
 * with errors is tinted and each wrong cell shows its message under the value.
 */
export function ImportPreviewTable({ rows }: { rows: readonly ImportPreviewRow[] }) {
  const { t } = useTranslation('tenants');
  const translate = useTranslateMessage();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const shown = useMemo(
    () => (onlyErrors ? rows.filter((row) => Object.keys(row.errors).length > 0) : rows),
    [rows, onlyErrors],
  );
  const pageRows = shown.slice(page * pageSize, page * pageSize + pageSize);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={onlyErrors}
            onChange={(event) => {
              setOnlyErrors(event.target.checked);
              setPage(0);
            }}
          />
        }
        label={t('import.onlyErrors')}
      />
      {/* The file's columns as they are: on a phone they scroll inside their box. */}
      <ScrollBox label={t('import.title')}>
        <Table size="small" aria-label={t('import.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('import.line')}</TableCell>
              {importColumns.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {t(`columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((row) => {
              const invalid = Object.keys(row.errors).length > 0;
              return (
                <TableRow
                  key={row.line}
                  aria-invalid={invalid || undefined}
                  sx={invalid ? { bgcolor: 'rgba(211, 47, 47, 0.04)' } : undefined}
                >
                  <TableCell sx={{ verticalAlign: 'top' }}>{row.line}</TableCell>
                  {importColumns.map((column) => {
                    const error = row.errors[column];
                    return (
                      <TableCell
                        key={column}
                        sx={{
                          minWidth: 140,
                          verticalAlign: 'top',
                          ...(error && { bgcolor: 'rgba(211, 47, 47, 0.1)' }),
                        }}
                      >
                        {row.values[column]}
                        {error && (
                          <Typography variant="caption" color="error" component="div">
                            {translate(error)}
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollBox>
      <TablePagination
        component="div"
        count={shown.length}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
      />
    </Box>
  );
}
