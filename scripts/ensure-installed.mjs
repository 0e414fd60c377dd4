// Installs the dependencies when node_modules is missing or older than the lockfile, so that
// `npm start` and `npm test` work on a fresh clone with nothing but Node.js 20.19+.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed; this is ${process.version}.`);
  process.exit(1);
}

const installed = 'node_modules/.package-lock.json';
const stale =
  !fs.existsSync(installed) ||
  fs.statSync(installed).mtimeMs < fs.statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci; better-sqlite3 may build from source)...');
  execSync('npm ci', { stdio: 'inherit' });
}
