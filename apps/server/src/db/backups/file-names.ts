import fs from 'node:fs';
import path from 'node:path';

/** `YYYYMMDD-HHmmss` in UTC: sorts like the instant, and reads the same on every machine. */
export function utcStamp(at: Date): string {
  const iso = at.toISOString(); // 2026-03-02T08:05:09.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

// rental-20260302-080509.db, or rental-20260302-080509-2.db for a second one in that second.
const backupName = /^rental-(\d{8}-\d{6})(?:-(\d+))?\.db$/;

/** The backups in `dir` (only files named as backups are), oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const backups = fs.readdirSync(dir).flatMap((name) => {
    const match = backupName.exec(name);
    return match ? [{ name, stamp: match[1] as string, sequence: Number(match[2] ?? 1) }] : [];
  });
  // Not plain name order: "-2.db" sorts before ".db", yet the second backup is the newer.
  backups.sort((a, b) => a.stamp.localeCompare(b.stamp) || a.sequence - b.sequence);
  return backups.map((backup) => path.join(dir, backup.name));
}

/**
 * Gives the finished file `source` the name `<base>-<stamp><suffix>`, or `-2`, `-3`... when that
 * is taken (two backups, or two restores, in the same second). A hard link fails rather than
 * replace an existing name, so two processes can never take the same one; the name appears
 * only once the file is complete. `source` is removed.
 */
export function linkUnderFreeName(source: string, base: string, stamp: string, suffix: string) {
  for (let sequence = 1; ; sequence += 1) {
    const target = `${base}-${stamp}${sequence === 1 ? '' : `-${sequence}`}${suffix}`;
    try {
      fs.linkSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    fs.rmSync(source);
    return target;
  }
}

/** The SQLite database in DATA_DIR, and the folder its backups go to. */
export function dataDirFiles(dataDir: string) {
  return { database: path.join(dataDir, 'rental.db'), backups: path.join(dataDir, 'backups') };
}
