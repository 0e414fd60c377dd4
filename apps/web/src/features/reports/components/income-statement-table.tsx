import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatKesFigure } from '@rental/shared/money';
import type { IncomeStatement } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { GroupHeaderRow } from '../../../components/group-header-row';
import { ScrollBox } from '../../../components/scroll-box';
import { TotalFooter } from '../../../components/total-footer';
import {
  incomeKinds,
  spentCategories,
  totalColumn,
  type StatementColumn,
} from '../lib/income-statement-lines';

const amountSx = { whiteSpace: 'nowrap' } as const;

/**
 * Tablets and wider: the statement as an accountant lays it out, a line per kind of income
 * and per expense category, a column per rental and the total last; the net in the footer.
 */
export function IncomeStatementTable({ report }: { report: IncomeStatement }) {
  const { t } = useTranslation('reports');
  const columns: StatementColumn[] = [...report.rentals, totalColumn(report)];
  const categories = spentCategories(report);
  const width = columns.length + 1;

  const line = (
    key: string,
    label: string,
    amount: (column: StatementColumn) => number,
    strong = false,
  ) => (
    <TableRow key={key}>
      <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </TableCell>
      {columns.map((column, index) => (
        <TableCell
          key={index}
          align="right"
          sx={{ ...amountSx, fontWeight: strong || index === columns.length - 1 ? 700 : undefined }}
        >
          {formatKesFigure(amount(column))}
        </TableCell>
      ))}
    </TableRow>
  );

  return (
    <ScrollBox label={t('incomeStatement.label')}>
      <Table size="small" aria-label={t('incomeStatement.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('incomeStatement.line')}</TableCell>
            {report.rentals.map((rental) => (
              <TableCell key={rental.rentalid} align="right">
                {t('inKes', { column: rental.rentalname })}
              </TableCell>
            ))}
            <TableCell align="right">
              {t('inKes', { column: t('incomeStatement.total') })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <GroupHeaderRow label={t('incomeStatement.income')} colSpan={width} />
          {incomeKinds.map((kind) =>
            line(kind, t(`incomeStatement.kinds.${kind}`), (column) => column.income[kind]),
          )}
          {line('income', t('incomeStatement.totalIncome'), (column) => column.income.total, true)}
          <GroupHeaderRow label={t('incomeStatement.expenses')} colSpan={width} />
          {categories.map((category) =>
            line(
              category,
              t(`incomeStatement.categories.${category}`),
              (column) => column.expenses.bycategory[category] ?? 0,
            ),
          )}
          {line(
            'expenses',
            t('incomeStatement.totalExpenses'),
            (column) => column.expenses.total,
            true,
          )}
        </TableBody>
        <TotalFooter label={t('incomeStatement.net')}>
          {columns.map((column, index) => (
            <TableCell key={index} align="right" sx={{ ...amountSx, fontWeight: 700 }}>
              {formatKesFigure(column.net)}
            </TableCell>
          ))}
        </TotalFooter>
      </Table>
    </ScrollBox>
  );
}
