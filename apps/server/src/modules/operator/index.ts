/**
 * What other modules may use of operator (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { operatorOnly } from './operator-guard.js';
