import { sql, type Kysely } from 'kysely';

/**
 * SQLite cannot drop a table constraint or a NOT NULL: the table is rebuilt as its
 * documentation says (https://sqlite.org/lang_altertable.html, "other kinds of table schema
 * changes"): foreign keys off, then in one transaction a new table from the old one's own
 * CREATE statement changed by `change`, the rows copied, the old table dropped (with foreign
 * keys off nothing cascades), the new one renamed and its indexes made again; then the
 * foreign keys are checked before they are turned back on. Columns keep their order, so the
 * rows copy as they are. Runs outside a transaction: Kysely's migrator gives SQLite none.
 */
export async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  change: (createSql: string) => string,
): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null
  `.execute(db);
  const create = rows.find((row) => row.type === 'table')?.sql;
  if (!create) throw new Error(`No table ${table} to rebuild`);
  const changed = change(create);
  if (changed === create) throw new Error(`Rebuilding ${table} would change nothing`);
  const temporary = `${table}__rebuilt`;
  const createTemporary = changed.replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${temporary}"`);
  const indexes = rows.filter((row) => row.type === 'index').map((row) => row.sql);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(createTemporary).execute(trx);
      await sql.raw(`insert into "${temporary}" select * from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${temporary}" rename to "${table}"`).execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`Rebuilding ${table} broke foreign keys`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Removes the foreign key of `column` (`references "table" ("id") on delete ...`) from a
 * CREATE TABLE statement; the column and its other constraints stay. Throws if the column has
 * none, so a migration never goes on believing a key is gone.
 */
export function withoutReference(createSql: string, column: string): string {
  const changed = createSql.replace(
    new RegExp(
      `("${column}" [^,]*?) references "\\w+" \\("\\w+"\\)(?: on delete [a-z ]+?)?(?=,|\\)$)`,
    ),
    '$1',
  );
  if (changed === createSql) throw new Error(`No foreign key on ${column} to remove`);
  return changed;
}

/** Removes `constraint "name" unique (...)` from a CREATE TABLE statement. */
export function withoutConstraint(createSql: string, name: string): string {
  return createSql.replace(new RegExp(`, constraint "${name}" unique \\([^)]*\\)`), '');
}
