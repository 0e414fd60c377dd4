/**
 * What other modules may use of tax (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { filedReturns } from './filed-returns.js';
export { mriReminders } from './mri-reminders.js';
