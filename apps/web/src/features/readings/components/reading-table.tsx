import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatKes } from '@rental/shared/money';
import type { Reading } from '@rental/shared/schemas/readings';
import { useTranslation } from 'react-i18next';
import { formatReadingDate, formatUnits } from '../lib/format-reading';

/** Readings as a table, for screens wide enough for six columns. */
export function ReadingTable({ readings }: { readings: readonly Reading[] }) {
  const { t } = useTranslation('readings');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.tenantname')}</TableCell>
            <TableCell>{t('columns.meternumber')}</TableCell>
            <TableCell>{t('columns.readingdate')}</TableCell>
            <TableCell align="right">{t('columns.meterreading')}</TableCell>
            <TableCell align="right">{t('columns.waterusage')}</TableCell>
            <TableCell align="right">{t('columns.currentcost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {readings.map((reading) => {
            const data = reading.readingdata;
            return (
              <TableRow key={reading.readingid}>
                <TableCell>{data.tenantname}</TableCell>
                <TableCell>
                  {reading.meternumber}
                  {reading.meterreplacement && (
                    <Chip size="small" label={t('list.replaced')} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatReadingDate(data.readingdate)}
                </TableCell>
                <TableCell align="right">{formatUnits(data.meterreading)}</TableCell>
                <TableCell align="right">{formatUnits(data.waterusage)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatKes(data.currentcost)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
