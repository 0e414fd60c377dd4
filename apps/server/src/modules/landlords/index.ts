/**
 * What other modules may use of landlords (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { findLandlord } from './repository.js';
export { requireLandlord } from './service.js';
export { ownerStatement } from './owner-statement.js';
export { findLinkedLandlord, remittancesOf } from './page-links.js';
