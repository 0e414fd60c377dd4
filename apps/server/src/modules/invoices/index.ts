/**
 * What other modules may use of invoices (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { lateInvoiceMessage } from './late-message.js';
export { runDateByHand } from './run-by-hand.js';
export { type InvoiceRunDeps, runDueInvoices } from './run-service.js';
export { listSentInvoices } from './sent-service.js';
export { billNowIn } from './bill-now.js';
