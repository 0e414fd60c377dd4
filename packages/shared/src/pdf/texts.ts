/**
 * English texts of the PDFs and the export buttons: the web app's `pdf` namespace, and the
 * words of the invoice and receipt PDFs the server makes for WhatsApp (decision 0067,
 * apps/server/src/modules/bills/pdf-words.ts), so a tenant reads the same bill from their page
 * and from WhatsApp. Placeholders are i18next's `{{name}}` (format-message.ts fills them on the
 * server). Kiswahili: texts-sw.ts.
 */
export const pdfTexts = {
  generated: 'Generated {{date}}',
  issuerPhone: 'Phone {{phone}}',
  howToPay: 'How to pay',
  page: 'Page {{page}} of {{pages}}',
  noRows: 'Nothing to show',
  total: 'Total',
  export: {
    group: 'Export',
    csv: 'CSV',
    pdf: 'PDF',
    csvHint: 'Download as CSV (opens in Excel)',
    pdfHint: 'Download as PDF',
  },
  invoice: {
    title: 'Invoice',
    etims: {
      title: 'KRA eTIMS',
      number: 'Control unit invoice number: {{number}}',
      signature: 'Receipt signature: {{signature}}',
      scan: 'Scan the code to check this invoice with KRA.',
    },
    number: 'Invoice number',
    date: 'Invoice date',
    billTo: 'Bill to',
    house: 'House {{house}}, {{rental}}',
    status: 'Status',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price (KES)',
    amount: 'Amount (KES)',
    lineItem: '{{month}} {{kind}}, House {{house}}',
    describedLine: '{{description}}, House {{house}}',
    kinds: {
      'Rental Invoice Bill': 'rent',
      'Water Invoice Bill': 'water',
      'Service Charge Bill': 'service charge',
      'Pending Bill': 'balance reminder',
      'Late Fee': 'late fee',
      'One-off Charge': 'charge',
      Deposit: 'deposit',
    },
    dueDate: 'Due date',
    paybill: 'M-PESA paybill {{paybill}}, account {{account}}',
    paybillNotSet: 'Paybill not set yet: ask your landlord where to pay',
    payBy: 'Pay {{amount}} by {{date}}',
    paidThanks: 'This invoice is paid. Thank you.',
    paidInFull: 'Paid in full on {{date}}. Thank you.',
    nothingDue: 'Nothing to pay: your payments cover this invoice.',
    // An unpaid invoice not yet due has no stamp.
    stamp: { paid: 'PAID', 'partially paid': 'PARTLY PAID', overdue: 'OVERDUE' },
    broughtForward: 'Balance brought forward',
    thisInvoice: 'This invoice',
    totalDue: 'Total due',
    paid: 'Paid since',
    leftToPay: 'Left to pay',
    currency: 'All amounts are in Kenya shillings (KES).',
  },
  receipt: {
    title: 'Payment Receipt',
    reference: 'Reference',
    date: 'Date',
    tenant: 'Tenant',
    house: 'House',
    mode: 'Payment mode',
    type: 'Transaction type',
    description: 'Description',
    recordedBy: 'Recorded by',
    reversed: 'Reversed',
    reversedOn: 'On {{date}}: this payment counts for nothing',
    amount: 'Amount received',
    automatic: 'M-PESA (automatic)',
    receivedBy: 'Received by',
    payee: '{{name}}, phone {{phone}}',
    balanceAfter: 'Balance after this payment',
    cleared: 'Nothing owed',
    payRest: 'Balance to pay: {{amount}}',
    /** The file name of a receipt WhatsApp carries, before its reference. */
    file: 'Receipt',
  },
  statement: {
    title: 'Tenant Statement',
    finalTitle: 'Final Statement',
    movedIn: 'Moved in',
    movedOut: 'Moved out',
    depositHeld: 'Deposit held',
    tenant: 'Tenant',
    phone: 'Phone',
    house: 'House',
    date: 'Date',
    description: 'Description',
    reference: 'Reference',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    currentBalance: 'Current balance',
    payTo: 'Pay to',
    none: 'No entries yet',
    deposit: {
      title: 'Deposit',
      amount: 'Amount',
      received: 'Received',
      deducted: 'Deducted',
      refunded: 'Refunded',
      due: 'Still due',
      held: 'Deposit held now',
    },
  },
};

/** A catalogue in another language: the keys of the English one, every leaf a string. */
type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/** The `pdf` texts in any language (tsc holds Kiswahili's keys to the English ones). */
export type PdfCatalogue = Translation<typeof pdfTexts>;
