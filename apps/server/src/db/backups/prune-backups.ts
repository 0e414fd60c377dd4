import fs from 'node:fs';
import { listBackups } from './file-names.js';

/**
 * Deletes all but the newest `keep` backups in `dir`; returns the files deleted. Only files
 * named as backups are counted or touched: a copy the operator renamed is theirs to keep.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const file of old) fs.rmSync(file, { force: true });
  return old;
}
