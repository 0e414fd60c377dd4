/**
 * What other modules may use of reports (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { containsPattern } from './repository.js';
export { cachedReportJson, keptUntilChanged } from './summary-cache.js';
export { alertLongVacancies, vacancyAlertsSince } from './vacancy-alerts.js';
export { occupancy } from './occupancy.js';
