import SQLite from 'better-sqlite3';

/** Opens a database file for a look, read-only, and closes it again. */
export function readSqlite<T>(file: string, read: (db: SQLite.Database) => T): T {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Every table (as sqlite_master lists them) with all its rows, in a stable order. */
export function everyTable(file: string): Record<string, unknown[]> {
  return readSqlite(file, (db) => {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((table) => {
        const rows = db.prepare(`SELECT * FROM "${table}"`).all();
        // Sorted by content: row order on disk is not part of what a backup must keep.
        return [table, rows.map((row) => JSON.stringify(row)).sort()];
      }),
    );
  });
}

export function integrityCheck(file: string): string[] {
  return readSqlite(file, (db) =>
    (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    ),
  );
}

export function count(file: string, sql: string): number {
  return readSqlite(file, (db) => db.prepare(sql).pluck().get() as number);
}
