import fs from 'node:fs';
import path from 'node:path';

/** One place a module's code names a table, and whether it writes it or only reads it. */
export interface TableReference {
  module: string;
  /** Relative to src/modules. */
  file: string;
  table: string;
  writes: boolean;
}

const builderCall =
  /\b(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|updateTable|insertInto|deleteFrom|insertRows\([^,()]+,|sql\.table)\(?\s*['"]([a-z_0-9]+)/g;
const writingCalls = new Set(['updateTable', 'insertInto', 'deleteFrom']);
const rawClause = /\b(from|join|into|update)\s+([a-z_0-9]+)\b/gi;

/** The code without its comments, so prose such as "read from invoices" names no table. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/**
 * The tables one file names: in Kysely's builder (selectFrom, joins, updateTable, insertInto,
 * deleteFrom, the bulk insertRows helper) and in raw `sql` template text (FROM, JOIN, INTO,
 * UPDATE). A name counts only when it is one of `tables`.
 */
export function referencesIn(source: string, tables: ReadonlySet<string>) {
  const code = withoutComments(source);
  // A read and a write of one table are two references: a file that writes a table may not
  // read it unseen.
  const found = new Set<string>();
  const note = (table: string, writes: boolean) => {
    if (tables.has(table)) found.add(`${table}|${writes}`);
  };
  for (const [, call, table] of code.matchAll(builderCall)) {
    note(table!, writingCalls.has(call!) || call!.startsWith('insertRows'));
  }
  for (const [, text] of code.matchAll(/`([^`]*)`/g)) {
    for (const [, clause, table] of text!.matchAll(rawClause)) {
      const keyword = clause!.toLowerCase();
      note(table!, keyword === 'into' || keyword === 'update');
    }
  }
  return [...found].map((key) => {
    const [table, writes] = key.split('|');
    return { table: table!, writes: writes === 'true' };
  });
}

export function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every table reference of every file under `modulesDir/<module>/`. */
export function moduleTableReferences(
  modulesDir: string,
  tables: ReadonlySet<string>,
): TableReference[] {
  return tsFiles(modulesDir).flatMap((full) => {
    const file = path.relative(modulesDir, full).split(path.sep).join('/');
    const module = file.split('/')[0]!;
    return referencesIn(fs.readFileSync(full, 'utf8'), tables).map((ref) => ({
      module,
      file,
      ...ref,
    }));
  });
}
