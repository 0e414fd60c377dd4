/**
 * What other modules may use of readings (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { insertReadings, lastReadings, markReadingsBilled, waterRatesOf } from './repository.js';
export {
  newReadingRow,
  nextReadingInstant,
  recordOpeningReadings,
  recordTenantReading,
} from './service.js';
