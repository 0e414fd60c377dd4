/**
 * What other modules may use of expenses (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { assertRentalHasNoExpenses } from './rental-expenses.js';
export { checkReceipt } from './receipt-file.js';
export { createExpenseIn } from './service.js';
export { rentalExpensesByMonth } from './month-sums.js';
