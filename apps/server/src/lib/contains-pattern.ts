import { sql } from 'kysely';

/** A LIKE pattern matching `term` anywhere, its wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(expression) like pattern` (from containsPattern), case-insensitive on both databases. */
export function matchesPattern(expression: ReturnType<typeof sql>, pattern: string) {
  return sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
}
