/**
 * What other modules may use of etims: the queue's job (the finder and the sender), the
 * eTIMS state of invoices and the bell's count of failed documents. Its routes are registered by app.ts (docs/architecture.md, module
 * faces).
 */
export { queuePostedDocuments } from './queue-finder.js';
export { drainTransmissions, type TransmissionDrain } from './sender.js';
export type { EtimsDeps } from './settings-service.js';
export { etimsOfInvoices, type InvoiceEtims } from './transmissions-service.js';
export { failedTransmissionTally } from './transmissions-repository.js';
