import { sql } from 'kysely';

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
  organizationColumn: string,
  tenantColumn: string,
  keys: readonly TenantKey[],
) {
  return organizationPairIn(
    organizationColumn,
    tenantColumn,
    keys.map((key) => ({ organizationId: key.organizationId, value: key.tenantId })),
  );
}

/**
 * `(<organization>, <column>)` is one of `pairs`, for a table keyed by the two: one
 * organization's as `organization = ? and column in (…)`, the plan every caller had; several
 * organizations' as row values, which both databases answer with one probe of the key per
 * pair (SQLite a list of row values, PostgreSQL an OR of index conditions).
 */
export function organizationPairIn(
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
  const rows = pairs.map((pair) => sql`(${pair.organizationId}, ${pair.value})`);
  return sql<boolean>`(${organization}, ${other}) in (${sql.join(rows)})`;
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
