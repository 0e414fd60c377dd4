// The browser tests drive Debian's Chromium (Playwright never downloads its own browser
// here): its headless shell (package chromium-headless-shell), the same Blink engine without
// the desktop browser's window machinery. The full browser (package chromium) stays for what
// needs it, such as Lighthouse. Installs both with apt-get when either is missing and we may;
// otherwise says how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import launch from './chromium-launch.json' with { type: 'json' };

const wanted = [
  { path: process.env.CHROMIUM_PATH ?? launch.headlessShellPath, pkg: 'chromium-headless-shell' },
  { path: launch.executablePath, pkg: 'chromium' },
];
const missing = wanted.filter(({ path }) => !fs.existsSync(path));
if (missing.length > 0) {
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  const packages = missing.map(({ pkg }) => pkg).join(' ');
  if (!canInstall) {
    console.error(
      `Chromium is not at ${missing.map(({ path }) => path).join(' or ')}. Install it ` +
        `(sudo apt-get install -y ${packages}) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages} from Debian packages...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    { stdio: 'inherit' },
  );
}
