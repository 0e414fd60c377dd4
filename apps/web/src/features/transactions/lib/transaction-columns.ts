import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import type { Transaction } from '@rental/shared/schemas/transactions';
import type { TFunction } from 'i18next';
import { formatDay, formatMonth } from '../../../lib/format-date';
import { shownReference } from '../../../lib/payment-reference';
import type { ExportColumn } from '../../../lib/table-export';
import { invoiceTypeLabel, paymentModeLabel, transactionTypeLabel } from '../../../lib/type-labels';

/** Who recorded a transaction; M-PESA records some itself. */
export function recorderOf(transaction: Transaction, t: TFunction<'transactions'>): string {
  return transaction.recordedby || t('list.automatic');
}

/** The transactions table's columns (spec section 2) as the exports write them. */
export function transactionExportColumns(
  t: TFunction<'transactions'>,
): ExportColumn<Transaction>[] {
  return [
    { header: t('columns.date'), value: (row) => formatDay(row.transactiondata.date) },
    { header: t('columns.reference'), value: (row) => shownReference(row) },
    { header: t('columns.tenantname'), value: (row) => row.tenantname },
    { header: t('columns.housenumber'), value: (row) => row.housenumber },
    {
      header: t('exportColumns.amount'),
      kes: (row) => row.transactiondata.amount,
    },
    {
      header: t('columns.transactiontype'),
      value: (row) => transactionTypeLabel(t, row.transactiondata.transactiontype),
    },
    {
      header: t('columns.paymentmode'),
      value: (row) => paymentModeLabel(t, row.transactiondata.paymentmode),
    },
    { header: t('columns.recordedby'), value: (row) => recorderOf(row, t) },
  ];
}

export function tenantNameOf(invoice: SentInvoice): string {
  // A business tenant's whole name is userfirstname; userlastname is empty.
  return `${invoice.invoicedata.userfirstname} ${invoice.invoicedata.userlastname}`.trim();
}

/** The sent invoices table's columns as the exports write them. */
export function invoiceExportColumns(t: TFunction<'transactions'>): ExportColumn<SentInvoice>[] {
  return [
    {
      header: t('invoiceColumns.number'),
      value: (row) => invoiceNumberLabel(row.invoicedata.invoicenumber),
    },
    { header: t('invoiceColumns.date'), value: (row) => formatDay(row.invoicedata.invoicedate) },
    { header: t('invoiceColumns.tenant'), value: tenantNameOf },
    { header: t('invoiceColumns.house'), value: (row) => row.housenumber },
    {
      header: t('invoiceColumns.type'),
      value: (row) => invoiceTypeLabel(t, row.invoicedata.invoicetype),
    },
    { header: t('invoiceColumns.month'), value: (row) => formatMonth(row.billingdate.slice(0, 7)) },
    {
      header: t('exportColumns.amount'),
      kes: (row) => row.invoicedata.invoiceamount,
    },
    { header: t('exportColumns.paid'), kes: (row) => row.paidamount },
    { header: t('invoiceColumns.status'), value: (row) => t(`status.${row.invoicedata.status}`) },
  ];
}
