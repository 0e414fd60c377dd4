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
import { formatDay } from '../../../lib/format-date';
import { formatUnits } from '../../../lib/format-reading';
import { ReadingActions } from './reading-actions';

/** Readings as a table, for wide screens: where, who, when, the two readings, usage, cost. */
export function ReadingTable({
  readings,
  rentalNames,
}: {
  readings: readonly Reading[];
  rentalNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('readings');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.housenumber')}</TableCell>
            <TableCell>{t('columns.tenantname')}</TableCell>
            <TableCell>{t('columns.meternumber')}</TableCell>
            <TableCell>{t('columns.rental')}</TableCell>
            <TableCell>{t('columns.readingdate')}</TableCell>
            <TableCell align="right">{t('columns.previousreading')}</TableCell>
            <TableCell align="right">{t('columns.meterreading')}</TableCell>
            <TableCell align="right">{t('columns.waterusage')}</TableCell>
            <TableCell align="right">{t('columns.currentcost')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {readings.map((reading) => {
            const data = reading.readingdata;
            return (
              <TableRow key={reading.readingid}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{reading.housenumber}</TableCell>
                <TableCell>{data.tenantname}</TableCell>
                <TableCell>
                  {reading.meternumber}
                  <ReadingChips reading={reading} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {rentalNames.get(reading.rentalid) ?? ''}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(data.readingdate)}</TableCell>
                <TableCell align="right">{formatUnits(reading.previousreading)}</TableCell>
                <TableCell align="right">{formatUnits(data.meterreading)}</TableCell>
                <TableCell align="right">{formatUnits(data.waterusage)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatKes(data.currentcost)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <ReadingActions reading={reading} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** "Starting reading" on a baseline, "Meter replaced" on a new meter's first reading. */
export function ReadingChips({ reading }: { reading: Reading }) {
  const { t } = useTranslation('readings');
  return (
    <>
      {reading.baseline && (
        <Chip size="small" color="info" label={t('list.baseline')} sx={{ ml: 1 }} />
      )}
      {reading.meterreplacement && <Chip size="small" label={t('list.replaced')} sx={{ ml: 1 }} />}
    </>
  );
}
