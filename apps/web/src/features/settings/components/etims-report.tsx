import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayInNairobi } from '@rental/shared/dates';
import { formatKesFigure } from '@rental/shared/money';
import type { EtimsReport, EtimsReportRow } from '@rental/shared/schemas/etims';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../components/fact-list';
import { QueryContent } from '../../../components/query-content';
import { formatCalendarDate, formatMonth } from '../../../lib/format-date';
import { chosenMonth, monthOptions } from '../../../lib/report-months';
import { usePhone } from '../../../lib/use-phone';
import { useEtimsReport } from '../api/etims-report';
import { documentTitle, statusText, totalLines } from '../lib/etims-report-lines';
import { EtimsReportExport } from './etims-report-export';

/**
 * Settings → KRA eTIMS → Monthly report (issue 34): the month's documents by their sale date,
 * as KRA's portal lists them, with the control unit's number and KRA's control number to match
 * line by line, the totals KRA took per tax type, and CSV/PDF. The month picker starts on the
 * last month that has ended: the one a landlord reconciles. Cards on a phone, a table wider.
 */
export function EtimsReportSection() {
  const { t } = useTranslation('settings');
  const today = todayInNairobi();
  const [month, setMonth] = useState(() => chosenMonth(null, today));
  const report = useEtimsReport(month);
  const phone = usePhone();

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('etims.report.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          sx={{ flex: '1 1 160px', maxWidth: { sm: 240 } }}
        >
          {monthOptions(today, month).map((option) => (
            <MenuItem key={option} value={option}>
              {formatMonth(option)}
            </MenuItem>
          ))}
        </TextField>
        <EtimsReportExport report={report.data} />
      </Box>
      <QueryContent
        query={report}
        isEmpty={report.data?.rows.length === 0}
        emptyText={t('etims.report.empty')}
      >
        {(data) => (
          <>
            <ReportTotals report={data} />
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              {phone ? <ReportCards rows={data.rows} /> : <ReportTable rows={data.rows} />}
            </Paper>
          </>
        )}
      </QueryContent>
    </Box>
  );
}

function ReportTotals({ report }: { report: EtimsReport }) {
  const { t } = useTranslation('settings');
  const facts: Fact[] = totalLines(report, t).map((line) => [
    line.label ?? '',
    t('etims.report.totalFigures', {
      taxable: formatKesFigure(line.taxable ?? 0),
      vat: formatKesFigure(line.vat ?? 0),
      total: formatKesFigure(line.total ?? 0),
    }),
  ]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('etims.report.totals')}
      sx={{ p: 2 }}
    >
      <FactList facts={facts} columns={{ xs: '1fr', sm: '1fr 1fr' }} />
    </Paper>
  );
}

const amountCell = { whiteSpace: 'nowrap' } as const;

/** Tablets and wider: one row per document, scrolling sideways when the screen is narrow. */
function ReportTable({ rows }: { rows: EtimsReportRow[] }) {
  const { t } = useTranslation('settings');
  const inKes = (column: string) => t('etims.report.inKes', { column: t(column) });
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('etims.report.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('etims.report.columns.date')}</TableCell>
            <TableCell>{t('etims.report.columns.number')}</TableCell>
            <TableCell>{t('etims.report.columns.documentnumber')}</TableCell>
            <TableCell>{t('etims.report.columns.tenant')}</TableCell>
            <TableCell>{t('etims.report.columns.taxtype')}</TableCell>
            <TableCell align="right">{inKes('etims.report.columns.taxable')}</TableCell>
            <TableCell align="right">{inKes('etims.report.columns.vat')}</TableCell>
            <TableCell align="right">{inKes('etims.report.columns.total')}</TableCell>
            <TableCell>{t('etims.report.columns.controlnumber')}</TableCell>
            <TableCell>{t('etims.report.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={amountCell}>{formatCalendarDate(row.date)}</TableCell>
              <TableCell component="th" scope="row">
                {documentTitle(row, t)}
              </TableCell>
              <TableCell>{row.documentnumber}</TableCell>
              <TableCell>
                {row.tenantname}
                <Typography variant="body2" color="text.secondary">
                  {row.rentalname} · {row.housenumber}
                </Typography>
              </TableCell>
              <TableCell>{row.taxtype}</TableCell>
              <TableCell align="right" sx={amountCell}>
                {formatKesFigure(row.taxable)}
              </TableCell>
              <TableCell align="right" sx={amountCell}>
                {formatKesFigure(row.vat)}
              </TableCell>
              <TableCell align="right" sx={amountCell}>
                {formatKesFigure(row.total)}
              </TableCell>
              <TableCell>{row.controlnumber ?? '—'}</TableCell>
              <TableCell>
                <StatusChip row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StatusChip({ row }: { row: EtimsReportRow }) {
  const { t } = useTranslation('settings');
  const color = row.status === 'sent' ? 'success' : row.status === 'failed' ? 'error' : 'default';
  return <Chip size="small" color={color} label={statusText(row, t)} />;
}

/** A phone: one card per document, its figures two by two. */
function ReportCards({ rows }: { rows: EtimsReportRow[] }) {
  const { t } = useTranslation('settings');
  return (
    <List aria-label={t('etims.report.listLabel')} disablePadding>
      {rows.map((row) => {
        const facts: Fact[] = [
          [t('etims.report.columns.date'), formatCalendarDate(row.date)],
          [t('etims.report.columns.documentnumber'), String(row.documentnumber)],
          [t('etims.report.columns.taxtype'), row.taxtype],
          [t('etims.report.columns.vat'), formatKesFigure(row.vat)],
          [t('etims.report.columns.total'), formatKesFigure(row.total)],
          [t('etims.report.columns.controlnumber'), row.controlnumber ?? '—'],
        ];
        return (
          <ListItem key={row.id} divider sx={{ display: 'grid', gap: 1, alignItems: 'start' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 600, flex: '1 1 auto' }}>
                {documentTitle(row, t)}
              </Typography>
              <StatusChip row={row} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {row.tenantname} · {row.rentalname} · {row.housenumber}
            </Typography>
            <FactList facts={facts} columns={{ xs: '1fr 1fr' }} dense />
          </ListItem>
        );
      })}
    </List>
  );
}
