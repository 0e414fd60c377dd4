/**
 * What other modules may use of subscriptions (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { catalogPlan } from './service.js';
