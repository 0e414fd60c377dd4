/**
 * What other modules may use of transactions (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { toTransaction } from './presenter.js';
export { findPayer, findTransactionByReference, findTransactionRow } from './repository.js';
