import { sql } from 'kysely';
import type { Db } from './connection.js';
import { isPostgres } from './dialect.js';

/**
 * A tenant named with their organization. Tables of money by tenant are keyed (organization,
 * tenant); a C2B batch posts for many organizations at once (c2b/processor.ts), so its reads
 * name their rows by both.
 */
export interface TenantKey {
  organizationId: string;
  tenantId: string;
}

/**
 * `(<organization>, <tenant>)` is one of `keys`, for a table keyed by the two. Never call it
 * with no keys: there is nothing to ask.
 */
export function tenantKeyIn(
  db: Db,
  organizationColumn: string,
  tenantColumn: string,
  keys: readonly TenantKey[],
) {
  return organizationPairIn(
    db,
    organizationColumn,
    tenantColumn,
    keys.map((key) => ({ organizationId: key.organizationId, value: key.tenantId })),
  );
}

/**
 * `(<organization>, <column>)` is one of `pairs`, for a table keyed by the two: one
 * organization's as `organization = ? and column in (…)`, the plan every caller had; several
 * organizations' by rowIn, answered with one probe of the key per pair (a C2B batch asks
 * some five tables for its 500 payers this way).
 */
export function organizationPairIn(
  db: Db,
  organizationColumn: string,
  column: string,
  pairs: readonly { organizationId: string; value: string }[],
) {
  const organization = sql.ref(organizationColumn);
  const other = sql.ref(column);
  const organizations = organizationsOf(pairs);
  if (organizations.length === 1) {
    const values = [...new Set(pairs.map((pair) => pair.value))];
    return sql<boolean>`${organization} = ${organizations[0]} and ${other} in (${sql.join(values)})`;
  }
  return rowIn(
    db,
    [
      { column: organizationColumn, type: 'text' },
      { column, type: 'text' },
    ],
    pairs.map((pair) => [pair.organizationId, pair.value]),
  );
}

/**
 * `(<columns>)` is one of `rows` (each row's values in the columns' order), for a key of several
 * columns asked for many rows at once. SQLite reads them as a list of row values; PostgreSQL is
 * given one array a column, cast to the column's type: as a list of row values it plans an OR of
 * one index condition a row, and 500 rows took 125 ms to plan (3 ms as arrays; benchmarks.md,
 * session 47). Never call it with no rows.
 */
export function rowIn(
  db: Db,
  columns: readonly { column: string; type: 'text' | 'bigint' }[],
  rows: readonly (readonly (string | number)[])[],
) {
  const names = sql.join(columns.map(({ column }) => sql.ref(column)));
  if (isPostgres(db)) {
    const arrays = columns.map(
      ({ type }, i) => sql`cast(${rows.map((row) => row[i])} as ${sql.raw(type)}[])`,
    );
    return sql<boolean>`(${names}) in (select * from unnest(${sql.join(arrays)}))`;
  }
  const values = rows.map((row) => sql`(${sql.join(row)})`);
  return sql<boolean>`(${names}) in (${sql.join(values)})`;
}

/** The organizations of some keys, each once, in order (locks are taken in it). */
export function organizationsOf(keys: readonly { organizationId: string }[]): string[] {
  return [...new Set(keys.map((key) => key.organizationId))].sort();
}

/** Keys grouped by organization, in organization order. */
export function byOrganization<T extends { organizationId: string }>(items: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const organizationId of organizationsOf(items)) groups.set(organizationId, []);
  for (const item of items) groups.get(item.organizationId)!.push(item);
  return groups;
}

/**
 * One organization's value (a receipt number, a day, a house key, a TransID) as a map key: a
 * batch holds several organizations' values side by side, and the same value may be in two.
 */
export const organizationKey = (organizationId: string, value: string) =>
  `${organizationId}\u0000${value}`;
