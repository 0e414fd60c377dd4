import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Who is using DATA_DIR: each server on SQLite, and a restore while it runs, keeps a file
 * `<role>-<pid>.lock` there holding its pid, removed when the process exits. A file whose
 * process is gone (killed, or the machine stopped) is stale: it is ignored and removed, so a
 * crash never blocks a restore. Several servers may share DATA_DIR; a restore may not run
 * beside any of them, nor a server start while a restore runs.
 */
export type ClaimRole = 'server' | 'restore';

export interface Claim {
  role: ClaimRole;
  pid: number;
  hostname: string;
  startedAt: string;
  file: string;
}

export class DataDirInUseError extends Error {}

const claimName = /^(server|restore)-(\d+)\.lock$/;

/** Claims DATA_DIR for this process; refuses if a live process holds a conflicting claim. */
export function claimDataDir(dataDir: string, role: ClaimRole): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `${role}-${process.pid}.lock`);
  const claim = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  fs.writeFileSync(file, `${JSON.stringify(claim)}\n`);
  const release = () => fs.rmSync(file, { force: true });
  // Written before looking at the others: of two processes claiming at once, at least one
  // sees the other's file and steps back.
  const conflicting = liveClaims(dataDir, file).filter(
    (other) => role === 'restore' || other.role === 'restore',
  );
  if (conflicting.length > 0) {
    release();
    throw new DataDirInUseError(inUseMessage(dataDir, role, conflicting));
  }
  process.once('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}

/**
 * The claims on DATA_DIR whose process is alive, but `ownFile`; stale ones are removed on the
 * way.
 */
function liveClaims(dataDir: string, ownFile?: string): Claim[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs.readdirSync(dataDir).flatMap((name) => {
    const match = claimName.exec(name);
    const file = path.join(dataDir, name);
    if (!match || file === ownFile) return [];
    const claim = readClaim(file, match[1] as ClaimRole, Number(match[2]));
    if (claim && isAlive(claim)) return [claim];
    fs.rmSync(file, { force: true });
    return [];
  });
}

function readClaim(file: string, role: ClaimRole, pid: number): Claim | undefined {
  try {
    const { hostname, startedAt } = JSON.parse(fs.readFileSync(file, 'utf8')) as Claim;
    return { role, pid, hostname, startedAt, file };
  } catch {
    // Removed meanwhile, or cut short by a crash while being written: the pid in the name
    // still says who it was.
    return fs.existsSync(file)
      ? { role, pid, hostname: os.hostname(), startedAt: '', file }
      : undefined;
  }
}

/**
 * Another machine's process cannot be asked (DATA_DIR on a shared disk, or a container with a
 * name of its own): it counts as alive, and the message says how to clear it by hand.
 */
function isAlive(claim: Claim): boolean {
  if (claim.hostname !== os.hostname()) return true;
  if (claim.pid === process.pid) return false; // our own pid now: the file is an old one's
  try {
    process.kill(claim.pid, 0); // signal 0 sends nothing: it only asks whether the pid exists
    return true;
  } catch (error) {
    // EPERM: it exists, run by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUseMessage(dataDir: string, role: ClaimRole, others: Claim[]): string {
  const who = others
    .map((other) => {
      const host = other.hostname === os.hostname() ? '' : ` on ${other.hostname}`;
      const since = other.startedAt ? ` since ${other.startedAt}` : '';
      return `- a ${other.role} (pid ${other.pid}${host}${since}): ${other.file}`;
    })
    .join('\n');
  const what =
    role === 'restore'
      ? `Refusing to restore: ${dataDir} is in use. Stop the server first.`
      : `Refusing to start: a restore is replacing the database in ${dataDir}.`;
  return `${what}\n${who}\nIf that process is no longer running, delete its file and try again.`;
}
