/**
 * What other modules may use of leases (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { type LeaseDayDeps, runLeaseDay } from './escalation.js';
export { endEventsSince, vacatingFrom } from './repository.js';
