/** A day as a date input shows it and the user types it: '2026-11-25' is '25/11/2026'. */
export function shownDay(day: string): string {
  return day.split('-').reverse().join('/');
}
