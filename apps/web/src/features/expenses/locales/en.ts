import { expenseCategories, type ExpenseCategory } from '@rental/shared/enums';

/** Each category as the screens say it: the API's own words, in English. */
const categories = Object.fromEntries(expenseCategories.map((c) => [c, c])) as Record<
  ExpenseCategory,
  string
>;

/** English texts of the Expenses screen (namespace `expenses`). */
export const expensesEn = {
  title: 'Expenses',
  text: 'Money paid out for your rentals: repairs, bills, rates and fees. Tenants’ payments are under Transactions.',
  listLabel: 'Expenses',
  newExpense: 'New expense',
  empty:
    'No expenses yet. Record what you pay out (repairs, water, security, land rates) with NEW EXPENSE, and keep the receipt with it.',
  noMatch: 'No expense matches these filters. CLEAR shows them all.',
  wholeOrganization: 'All rentals (general)',
  categories,
  filters: {
    rental: 'Rental',
    allRentals: 'All rentals',
    category: 'Category',
    allCategories: 'All categories',
  },
  totals: {
    label: 'Total of the expenses shown',
    total: 'Total',
    count_one: '{{count}} expense',
    count_other: '{{count}} expenses',
  },
  columns: {
    date: 'Date',
    rental: 'Rental',
    category: 'Category',
    payee: 'Paid to',
    amount: 'Amount',
    amountKes: 'Amount (KES)',
    paymentmode: 'Mode',
    reference: 'Reference',
    note: 'Note',
    receipt: 'Receipt',
    actions: 'Actions',
  },
  exportTitle: 'Expenses',
  yes: 'Yes',
  no: 'No',
  actions: {
    edit: 'Edit the expense to {{payee}}',
    delete: 'Delete the expense to {{payee}}',
    receipt: 'Open the receipt of the expense to {{payee}}',
  },
  form: {
    newTitle: 'New expense',
    editTitle: 'Edit expense',
    text: 'Money paid out for one rental, or for all of them. Keep the receipt with it: it is at hand at tax time.',
    date: 'Date paid',
    rental: 'Rental',
    category: 'Category',
    amount: 'Amount (KES)',
    payee: 'Paid to',
    payeeHint: 'A business or a person, e.g. Nairobi Water',
    paymentmode: 'Payment mode',
    reference: 'Reference',
    referenceHint: 'Cheque number, bank or M-PESA reference, or invoice number',
    note: 'Note',
    save: 'SAVE',
    cancel: 'CANCEL',
    saved: 'Expense saved',
    updated: 'Expense updated',
    receiptFailed: 'The expense is saved, but not its receipt: {{reason}}',
  },
  receipt: {
    title: 'Receipt',
    none: 'No receipt attached',
    hint: 'A photo (JPEG, PNG, WebP) or a PDF, at most 5 MB',
    attached: 'Receipt attached ({{type}})',
    chosen: 'To attach: {{name}}',
    removing: 'The receipt will be removed when you save',
    attach: 'ATTACH RECEIPT',
    replace: 'REPLACE',
    remove: 'REMOVE',
    undo: 'UNDO',
    view: 'VIEW',
    download: 'DOWNLOAD',
  },
  delete: {
    title: 'Delete this expense?',
    text: '{{amount}} paid to {{payee}} on {{date}} ({{category}}) is deleted with its receipt. This cannot be undone.',
    done: 'Expense deleted',
  },
};
