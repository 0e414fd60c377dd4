import SQLite from 'better-sqlite3';
import { migrationProvider } from '../migrations/index.js';

/** Why a file cannot be restored; the message is for the operator, as it stands. */
export class BackupRefusedError extends Error {}

/**
 * Refuses a file that is not a sound Rental Manager database this release can run: SQLite's
 * `integrity_check` must answer ok, and the migrations applied to it must be this release's
 * first ones (all of them, or fewer: the server applies the rest at start). A backup from a
 * newer release is refused, since this code does not know its schema.
 */
export async function checkBackup(file: string, label = file): Promise<void> {
  const known = Object.keys(await migrationProvider.getMigrations()).sort();
  let copy: SQLite.Database | undefined;
  try {
    copy = new SQLite(file, { fileMustExist: true });
    checkIntegrity(copy, label);
    checkMigrations(appliedMigrations(copy, label), known, label);
  } catch (error) {
    if (error instanceof BackupRefusedError) throw error;
    // SQLite stops reading a page too damaged to check: as much a failed check as a report.
    const code = String((error as { code?: unknown }).code);
    const message = code.startsWith('SQLITE_CORRUPT')
      ? `${label} failed SQLite's integrity check: ${(error as Error).message}.`
      : `${label} is not a readable SQLite database (${(error as Error).message}).`;
    throw new BackupRefusedError(message);
  } finally {
    copy?.close();
  }
}

function checkIntegrity(copy: SQLite.Database, label: string) {
  const problems = copy.pragma('integrity_check', { simple: false }) as {
    integrity_check: string;
  }[];
  const messages = problems.map((row) => row.integrity_check);
  if (messages.length !== 1 || messages[0] !== 'ok') {
    const shown = messages.slice(0, 5).map((message) => `- ${message}`);
    throw new BackupRefusedError(`${label} failed SQLite's integrity check:\n${shown.join('\n')}`);
  }
}

function appliedMigrations(copy: SQLite.Database, label: string): string[] {
  const table = copy
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
    .get();
  if (!table) {
    throw new BackupRefusedError(
      `${label} is a SQLite database, but not a Rental Manager one (it has no migration history).`,
    );
  }
  const rows = copy.prepare('SELECT name FROM kysely_migration ORDER BY name').all();
  return (rows as { name: string }[]).map((row) => row.name);
}

function checkMigrations(applied: string[], known: string[], label: string) {
  const unknown = applied.filter((name, index) => known[index] !== name);
  if (unknown.length > 0) {
    throw new BackupRefusedError(
      `${label} comes from a newer or different release of Rental Manager: its database has ` +
        `migrations this release does not know (${unknown.slice(0, 3).join(', ')}). ` +
        'Restore it with the release that made it, or upgrade this one first.',
    );
  }
}
