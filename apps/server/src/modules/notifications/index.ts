/**
 * What other modules may use of notifications (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { parkedTally } from './repository.js';
