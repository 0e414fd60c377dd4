/**
 * What other modules may use of repairs (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { repairCommandText, reportRepairByText, reportRepairFromPage } from './report.js';
export { type RepairsDeps } from './service.js';
export { scrubTenantRepairs } from './erase.js';
export { repairsOfTenant } from './repository.js';
export { ownerPageRepairs, repairsReport, tenantPageRepairs } from './repairs-report.js';
