/**
 * What other modules may use of team (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { closeInvitation, findRentalLimits } from './repository.js';
