/**
 * What other modules may use of late-fees (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { chargeLateFees } from './charge.js';
