/** English texts of a tenant's statement on /tenant-details/{id} (namespace `tenantStatement`). */
export const tenantStatementEn = {
  title: 'Statement',
  balance: 'Current balance',
  owes: 'Owes {{amount}}',
  credit: 'In credit {{amount}}',
  cleared: 'Cleared',
  download: 'Download statement (PDF)',
  recordPayment: 'Record payment',
  empty: 'No invoices or payments yet',
  kinds: {
    opening: 'Opening balance',
    invoice: 'Invoice',
    payment: 'Payment',
  },
  columns: {
    date: 'Date',
    description: 'Description',
    reference: 'Reference',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
  },
};
