/**
 * What other modules may use of stk (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { startTenantPayment } from './service.js';
export { organizationApp, tenantApp } from './stk-apps.js';
export { toStkRequest } from './stk-messages.js';
export { stkOptionsFromConfig } from './stk-options.js';
export { postAcceptedStkPayment } from './stk-quarantine.js';
export { settlePendingStkRequests } from './stk-settle.js';
export { type StkDeps, type StkOptions } from './stk-types.js';
