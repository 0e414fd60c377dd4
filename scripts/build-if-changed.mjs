// `npm run build`, unless the build already there was made from exactly these sources.
//
// Why: the browser tests need the built app (`npm run test:e2e`), and CI runs them twice, on
// SQLite and then on PostgreSQL, over the same sources: the second build (about a minute on
// CI's two cores) would only write the same files again.
//
// When it may skip: after each build a stamp is written (in node_modules/.cache, which `npm ci`
// empties) with a hash of the build's inputs and a hash of what it wrote. The build is skipped
// only when both still match: every source file (tracked or new, as git lists them, tests
// included) of the workspaces and the build scripts, the root manifests and lock file, Vite's
// .env files, the VITE_* and NODE_ENV variables and Node's version are the same, and the
// built files (packages/shared/dist, apps/web/dist, apps/server/dist) are all there unchanged.
// Anything it cannot tell (no git, a file it cannot read) means a build. BUILD=always forces one.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = path.join(root, 'node_modules/.cache/rental-build/stamp.json');
const sourceDirs = ['packages/shared', 'apps/web', 'apps/server', 'scripts'];
const rootFiles = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const outputDirs = ['packages/shared/dist', 'apps/web/dist', 'apps/server/dist'];

/** Feeds a file's path and content into the hash (a missing file counts as such). */
function hashFile(hash, file) {
  hash.update(`${file}\0`);
  const full = path.join(root, file);
  hash.update(fs.existsSync(full) ? fs.readFileSync(full) : '(missing)');
  hash.update('\0');
}

function filesUnder(dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function inputsHash() {
  const hash = crypto.createHash('sha256');
  hash.update(`node ${process.version}\0`);
  const env = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(`${JSON.stringify(env)}\0`);
  // Tracked files and new ones that are not ignored: what the build can read of the sources.
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...sourceDirs],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter(Boolean);
  // Vite reads .env files, which git ignores.
  const dotEnv = ['.', 'apps/web'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((name) => name.startsWith('.env'))
      .map((name) => path.join(dir, name)),
  );
  for (const file of [...new Set([...listed, ...dotEnv, ...rootFiles])].sort()) {
    hashFile(hash, file);
  }
  return hash.digest('hex');
}

function outputsHash() {
  const hash = crypto.createHash('sha256');
  for (const dir of outputDirs) {
    const files = filesUnder(dir);
    if (files.length === 0) return null;
    for (const file of files) hashFile(hash, file);
  }
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

let inputs = null;
try {
  inputs = inputsHash();
} catch (error) {
  console.log(`build-if-changed: cannot tell what changed (${error.message}): building.`);
}
const stamp = readStamp();
if (
  process.env.BUILD !== 'always' &&
  inputs !== null &&
  stamp?.inputs === inputs &&
  stamp.outputs === outputsHash()
) {
  console.log('build-if-changed: the build is of these very sources; not building again.');
  process.exit(0);
}

fs.rmSync(stampFile, { force: true });
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
if (inputs !== null && inputsHash() === inputs) {
  // Sources that changed while it built are not stamped: the next run builds again.
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify({ inputs, outputs: outputsHash() }));
}
