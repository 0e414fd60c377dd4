/**
 * Payment instants and Nairobi days. A payment's paid_on is the Nairobi calendar day of its
 * paid_at, so a range of days is a range of instants: that is what lets the filtered list
 * walk the paid_at indexes. Kenya keeps UTC+3 all year (no daylight saving).
 */
const nairobiOffset = '+03:00';

/** The first instant (UTC ISO) of a Nairobi calendar day. */
export function nairobiDayStart(date: string): string {
  return new Date(`${date}T00:00:00.000${nairobiOffset}`).toISOString();
}

/** The calendar day after a YYYY-MM-DD date. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Noon in Nairobi (09:00Z): the instant given to a payment recorded for a past day. */
export function nairobiNoon(date: string): string {
  return new Date(`${date}T12:00:00.000${nairobiOffset}`).toISOString();
}
