import { formatKes } from '@rental/shared/money';
import type { IncomeStatement } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../../components/fact-list';
import { ExportButtons } from '../../../components/export-buttons';
import { getPayee } from '../../../entities/organization/payee';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import {
  incomeKinds,
  organizationWide,
  spentCategories,
  type StatementColumn,
} from '../lib/income-statement-lines';

type Row = StatementColumn & { name: string };

/**
 * The statement (off while it loads) as CSV and PDF: a row per rental, a row for the
 * organization's own expenses when there are any (so the totals row is the statement's
 * total), and the totals. The CSV has a column per expense category; the PDF, narrower,
 * lists the categories under its table.
 */
export function IncomeStatementExportButtons({
  report,
  scope,
}: {
  report: IncomeStatement | undefined;
  scope: readonly Fact[];
}) {
  const { t } = useTranslation('reports');
  const kes = (header: string, amount: (row: Row) => number): ExportColumn<Row> => ({
    header: t('inKes', { column: header }),
    kes: amount,
  });
  const rental: ExportColumn<Row> = {
    header: t('incomeStatement.exportColumns.rental'),
    value: (row) => row.name,
  };
  const income = incomeKinds.map((kind) =>
    kes(t(`incomeStatement.kinds.${kind}`), (row) => row.income[kind]),
  );
  const net = kes(t('incomeStatement.net'), (row) => row.net);
  const categories = report ? spentCategories(report) : [];
  const rows: Row[] = report ? statementRows(report, t('incomeStatement.organizationWideRow')) : [];
  const names = { from: report?.from ?? '', to: report?.to ?? '' };
  const fileName = t('incomeStatement.fileName', names);

  const exportCsv = () =>
    exportRowsToCsv(
      fileName,
      [
        rental,
        ...income,
        kes(t('incomeStatement.totalIncome'), (row) => row.income.total),
        ...categories.map((category) =>
          kes(
            t(`incomeStatement.categories.${category}`),
            (row) => row.expenses.bycategory[category] ?? 0,
          ),
        ),
        kes(t('incomeStatement.totalExpenses'), (row) => row.expenses.total),
        net,
      ],
      rows,
      { totals: true },
    );

  const exportPdf = async () => {
    const spent = categories
      .map(
        (category) =>
          `${t(`incomeStatement.categories.${category}`)} ${formatKes(
            report?.totals.expensesbycategory[category] ?? 0,
          )}`,
      )
      .join(', ');
    return exportRowsToPdf(
      t('incomeStatement.exportTitle'),
      fileName,
      [
        rental,
        ...income,
        kes(t('incomeStatement.exportColumns.income'), (row) => row.income.total),
        kes(t('incomeStatement.exportColumns.expenses'), (row) => row.expenses.total),
        net,
      ],
      rows,
      {
        issuer: await getPayee(),
        facts: scope,
        notes: spent ? [t('incomeStatement.expensesByCategory', { categories: spent })] : [],
      },
    );
  };

  return (
    <ExportButtons
      record={{ what: 'income-statement' }}
      disabled={rows.length === 0}
      onCsv={exportCsv}
      onPdf={exportPdf}
    />
  );
}

/** The rentals, then the organization's own expenses when there are any. */
function statementRows(report: IncomeStatement, organizationName: string): Row[] {
  const own = organizationWide(report);
  return [
    ...report.rentals.map((rental) => ({ ...rental, name: rental.rentalname })),
    ...(own.expenses.total !== 0 ? [{ ...own, name: organizationName }] : []),
  ];
}
