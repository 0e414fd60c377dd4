/**
 * What other modules may use of reminders (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { queueDueReminders } from './queue.js';
