/**
 * What other modules may use of documents (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { deleteTenantDocuments, tenantDocumentFiles } from './repository.js';
