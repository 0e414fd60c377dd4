/**
 * What other modules may use of c2b (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { amountToCents, unnamedPayer } from './parse.js';
export { type C2bPipeline, createC2bPipeline } from './pipeline.js';
export { processStoredConfirmations } from './processor.js';
export { pullRecentTransactions, registerPullAfterUrls } from './pull-transactions.js';
export {
  claimDecision,
  findQuarantined,
  linkQuarantinedTransaction,
  listQuarantined,
} from './quarantine-decisions.js';
export { insertQuarantinedPayments } from './quarantine-repository.js';
export { reconcileWithId } from './service.js';
export { createSettingsBySecret } from './settings-by-secret.js';
export { askTransactionStatuses } from './transaction-status.js';
export { markVerified, verificationsOf } from './verifications.js';
