import { withoutComments } from './table-references.js';

/** One statement in the code that changes or removes rows of a table after they were written. */
export interface RowRewrite {
  /** The table, or '*' for one named at run time (`sql.table(name)`). */
  table: string;
  how: 'update' | 'delete' | 'upsert';
}

const builderRewrite = /\b(updateTable|deleteFrom)\(\s*['"]([a-z_0-9]+)/g;
// An insert that updates the row it meets: insertInto(...)...doUpdateSet / "do update".
const builderInsert = /\binsertInto\(\s*['"]([a-z_0-9]+)['"\s][\s\S]*?(?:\.execute|$)/g;
const rawRewrite = /\b(update|delete\s+from)\s+(\$\{\s*sql\.table\(|[a-z_0-9]+\b)/gi;

/**
 * The updates, deletes and upserts one file's code issues, in Kysely's builder and in raw
 * `sql` template text, comments left out. Each table once per kind.
 */
export function rowRewritesIn(source: string): RowRewrite[] {
  const code = withoutComments(source);
  const found = new Set<string>();
  for (const [, call, table] of code.matchAll(builderRewrite)) {
    found.add(`${table}|${call === 'updateTable' ? 'update' : 'delete'}`);
  }
  for (const [statement, table] of code.matchAll(builderInsert)) {
    if (/doUpdateSet|do update/i.test(statement)) found.add(`${table}|upsert`);
  }
  for (const [, text] of code.matchAll(/`([^`]*)`/g)) {
    for (const [, verb, target] of text!.matchAll(rawRewrite)) {
      const table = target!.startsWith('$') ? '*' : target!.toLowerCase();
      found.add(`${table}|${verb!.toLowerCase().startsWith('update') ? 'update' : 'delete'}`);
    }
  }
  return [...found].map((key) => {
    const [table, how] = key.split('|') as [string, RowRewrite['how']];
    return { table, how };
  });
}
