import type { Reading } from '@rental/shared/schemas/readings';

/** Readings whose tenant name or meter number contains `term`, ignoring case. */
export function filterReadings(readings: readonly Reading[], term: string): readonly Reading[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return readings;
  return readings.filter(
    (reading) =>
      reading.readingdata.tenantname.toLowerCase().includes(needle) ||
      reading.meternumber.toLowerCase().includes(needle),
  );
}
