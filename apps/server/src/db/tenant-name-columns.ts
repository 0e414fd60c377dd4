const nameColumns = ['kind', 'firstname', 'lastname', 'businessname'] as const;
type NameColumn = (typeof nameColumns)[number];

/**
 * The columns a tenant's name is made of (tenantDisplayName in shared/tenant-name.ts reads
 * them), for a select: one list, so a new name field is added in one place. Bare, or of a
 * table or its alias ('t', 'tenants').
 */
export function tenantNameColumns(): readonly NameColumn[];
export function tenantNameColumns<A extends string>(table: A): readonly `${A}.${NameColumn}`[];
export function tenantNameColumns(table?: string): readonly string[] {
  return table ? nameColumns.map((column) => `${table}.${column}`) : nameColumns;
}
