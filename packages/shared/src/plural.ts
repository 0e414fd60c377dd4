/**
 * "1 user", "3 users": a count with its noun in English, for texts the server writes (errors,
 * SMS, activity). The web app's own texts use i18next's `_one`/`_other` keys instead.
 */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${count === 1 ? one : other}`;
}
