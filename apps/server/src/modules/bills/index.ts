/**
 * What other modules may use of bills (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { invoiceBill, paymentReceipt } from './service.js';
export { whatsappBillDocument } from './whatsapp-documents.js';
