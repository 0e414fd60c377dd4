import { fromTimestamp, type Timestamp } from '@rental/shared/timestamp';

const numberFormat = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });
// Readings are taken in Kenya: show the day there, whatever the device's zone.
const dateFormat = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeZone: 'Africa/Nairobi',
});

/** A meter reading or usage as people read it: 1,234.5 */
export function formatUnits(value: number): string {
  return numberFormat.format(value);
}

/** The reading's day, e.g. 12 Mar 2025. */
export function formatReadingDate(timestamp: Timestamp): string {
  return dateFormat.format(fromTimestamp(timestamp));
}
