/**
 * What other modules may use of access (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export {
  type Actor,
  type RequestOrigin,
  type UserActor,
  actorFromSession,
  actorFromUser,
  operatorActor,
  systemActor,
  tenantActor,
} from './actor.js';
export {
  isOperator,
  isUserRole,
  requireOperator,
  requireOrganizationWritable,
  requirePermission,
} from './authorization.js';
export {
  type RentalScope,
  everyRental,
  findRentalName,
  inRentals,
  ofTenantsInRentals,
  reachesRental,
  rentalScopeOf,
  requireRentalInScope,
} from './rental-scope.js';
