import type { Expense } from '@rental/shared/schemas/expenses';
import type { TFunction } from 'i18next';
import { formatCalendarDate } from '../../../lib/format-date';
import type { ExportColumn } from '../../../lib/table-export';
import { paymentModeLabel } from '../../../lib/type-labels';

/** Where the money went: the rental's name, or the words for general expenses. */
export function rentalOf(expense: Expense, t: TFunction<'expenses'>): string {
  return expense.rentalname ?? t('wholeOrganization');
}

/** The expenses table's columns as the exports write them (amounts totalled in the PDF). */
export function expenseExportColumns(t: TFunction<'expenses'>): ExportColumn<Expense>[] {
  return [
    { header: t('columns.date'), value: (row) => formatCalendarDate(row.expensedata.date) },
    { header: t('columns.rental'), value: (row) => rentalOf(row, t) },
    { header: t('columns.category'), value: (row) => t(`categories.${row.expensedata.category}`) },
    { header: t('columns.payee'), value: (row) => row.expensedata.payee },
    { header: t('columns.amountKes'), kes: (row) => row.expensedata.amount },
    {
      header: t('columns.paymentmode'),
      value: (row) => paymentModeLabel(t, row.expensedata.paymentmode),
    },
    { header: t('columns.reference'), value: (row) => row.expensedata.reference },
    { header: t('columns.receipt'), value: (row) => t(row.expensedata.hasreceipt ? 'yes' : 'no') },
  ];
}
