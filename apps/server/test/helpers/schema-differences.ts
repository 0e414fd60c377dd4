import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../src/db/dialect.js';
import type { ColumnKind, ColumnShape, SchemaShape } from './declared-schema.js';

/**
 * The migrated schema as the database describes it (Kysely's introspection), in the shape
 * db/types.ts is read into. The migrator's own tables are left out.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: it is read, not typed
export async function migratedSchema(db: Kysely<any>): Promise<SchemaShape> {
  const schema: SchemaShape = new Map();
  for (const table of await db.introspection.getTables()) {
    if (table.isView) continue;
    // SQLite reports a primary key column without NOT NULL as nullable, though the app never
    // stores NULL in one (PostgreSQL makes every primary key column NOT NULL).
    const keys = isPostgres(db) ? new Set<string>() : await sqlitePrimaryKey(db, table.name);
    const columns = new Map<string, ColumnShape>();
    for (const column of table.columns) {
      columns.set(column.name, {
        nullable: column.isNullable && !keys.has(column.name),
        kind: kindOfDatabaseType(column.dataType),
      });
    }
    schema.set(table.name, columns);
  }
  return schema;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: it is read, not typed
async function sqlitePrimaryKey(db: Kysely<any>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM pragma_table_info(${table}) WHERE pk > 0`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * A column type as SQLite (the type the migration wrote, e.g. `varchar(36)`) or PostgreSQL
 * (its udt name, e.g. `int8`) reports it, in the coarse kinds db/types.ts can say.
 */
export function kindOfDatabaseType(dataType: string): ColumnShape['kind'] {
  const type = dataType.toLowerCase();
  const kinds: [RegExp, ColumnKind][] = [
    [/^(bool|boolean)$/, 'boolean'],
    [/int|serial|real|double|float|numeric|decimal/, 'number'],
    [/char|text|clob|uuid|json/, 'text'],
    [/timestamp|^date|^time/, 'datetime'],
    [/blob|bytea/, 'binary'],
  ];
  return kinds.find(([pattern]) => pattern.test(type))?.[1] ?? `unknown: ${dataType}`;
}

/** Each way the two schemas differ, one line each, worded for whoever fixes db/types.ts. */
export function schemaDifferences(database: SchemaShape, declared: SchemaShape): string[] {
  const differences: string[] = [];
  for (const table of union(database.keys(), declared.keys())) {
    const inDatabase = database.get(table);
    const inTypes = declared.get(table);
    if (!inTypes) {
      differences.push(`table ${table}: in the database, not in types.ts`);
      continue;
    }
    if (!inDatabase) {
      differences.push(`table ${table}: in types.ts, not in the database`);
      continue;
    }
    for (const name of union(inDatabase.keys(), inTypes.keys())) {
      const column = inDatabase.get(name);
      const type = inTypes.get(name);
      const where = `table ${table}: column ${name}`;
      if (!type) differences.push(`${where} in the database, not in types.ts`);
      else if (!column) differences.push(`${where} in types.ts, not in the database`);
      else {
        if (column.nullable !== type.nullable) {
          differences.push(
            `${where} is ${nullability(column)} in the database, ${nullability(type)} in types.ts`,
          );
        }
        if (column.kind !== type.kind) {
          differences.push(`${where} is ${column.kind} in the database, ${type.kind} in types.ts`);
        }
      }
    }
  }
  return differences;
}

function nullability(column: ColumnShape) {
  return column.nullable ? 'nullable' : 'NOT NULL';
}

function union(first: Iterable<string>, second: Iterable<string>): string[] {
  return [...new Set([...first, ...second])].sort();
}
