/**
 * How many of `applied` differ from `none` (the list unfiltered): the count the phone's
 * Filters button shows. `ignore` leaves out filters the screen sets itself (a tab's type).
 */
export function countActiveFilters<Filters extends object>(
  applied: Filters,
  none: Filters,
  ignore: readonly (keyof Filters)[] = [],
): number {
  const keys = Object.keys(none) as (keyof Filters)[];
  return keys.filter((key) => !ignore.includes(key) && applied[key] !== none[key]).length;
}
