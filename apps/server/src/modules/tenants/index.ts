/**
 * What other modules may use of tenants (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { setTenantsChannel } from './channel.js';
export { openTenantIdentity } from './identity-numbers.js';
export {
  deleteTenantLink,
  findLinkedTenant,
  findTenantLink,
  replaceTenantLink,
} from './link-repository.js';
export {
  type TenantLinkKeys,
  newPageToken,
  sendableTenantLinks,
  tenantLinkRow,
  tenantLinkUrl,
} from './link-tokens.js';
export { moveInRentWords } from './move-in-words.js';
export { occupiedUnitsSql, takesUnitSql } from './occupancy.js';
export { recordRentChange, rentChangeConflict } from './rent-change-service.js';
export { rentInForceCents, rentInForceSql } from './rent-in-force.js';
export { lastRentBillingDate } from './rent-change-repository.js';
export { type TenantRow } from './repository.js';
export { sealIdentityNumbers } from './seal-identity-numbers.js';
export {
  type TenantsDeps,
  changeTimes,
  getTenant,
  requireCurrentTenantRow,
  requireTenantRow,
} from './service.js';
