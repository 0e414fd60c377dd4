/**
 * What other modules may use of plans (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { notSuspended, ownerNotDeactivated } from './owner-active.js';
export {
  assertDataFitsPlan,
  assertWithinPlanLimit,
  graceDays,
  organizationPlan,
  organizationPlans,
  paidUntil,
  planOf,
  resourceCounts,
  subscriptionLapsed,
} from './service.js';
