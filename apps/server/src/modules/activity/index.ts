/**
 * What other modules may use of activity (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export {
  type ActivityEntryInput,
  recordActivities,
  recordActivitiesOf,
  recordActivity,
  recordUpdate,
} from './record.js';
