// The browser tests drive Debian's Chromium (Playwright never downloads its own browser
// here). Installs it with apt-get when it is missing and we may; otherwise says how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'; // as in chromium-launch.json
if (!fs.existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium is not at ${chromium}. Install it (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
