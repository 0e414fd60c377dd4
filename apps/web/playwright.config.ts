import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium, with the flags this machine's closed network needs. The tests drive its
// headless shell: on two cores the full browser's window machinery (a WebUI renderer for every
// new context, a busier GPU process) took a large share of the processor from the app itself.
import chromium from '../../scripts/chromium-launch.json' with { type: 'json' };
import { operatorPhones } from './e2e/support/operators';

const port = Number(process.env.E2E_PORT ?? 3210);
const database = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * End-to-end tests: the built app on the real server and a fresh database (SQLite, or
 * PostgreSQL when DATABASE_URL is set), driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: `${repoRoot}test-results/e2e-${database}`,
  // Two workers take the journeys and the screens as they come: every journey signs up an
  // account of its own (a phone number of its worker's, support/accounts.ts), so they do not
  // meet. The machines have two cores.
  workers: 2,
  timeout: 90_000,
  // Conditions, not pauses: on CI's two cores, two browsers and the server, a screen may take
  // several seconds to start the app after a load.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `${repoRoot}test-results/summary/${database}-playwright.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace with DOM snapshots of every step, but no screencast: the
    // screencast's frames, recorded for every test and thrown away on success, took half the
    // CPU of a browser pass (account.spec.ts: 80 s with it, 48 s without, 41 s with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.headlessShellPath,
      args: chromium.args,
    },
  },
  projects: [
    // Every screen at both sizes (screens-phone and screens-desktop.spec.ts), over one account
    // seeded once beforehand: a failed screen restarts the worker, which must not seed again.
    { name: 'screens-setup', testMatch: /screens\.setup\.ts$/ },
    {
      name: 'screens',
      // The PostgreSQL pass checks every screen at the desktop size, on data from PostgreSQL; the
      // 360 px layout, in English and in Kiswahili, does not depend on the database and is
      // checked on the SQLite pass (as the web app's component tests run there only:
      // vitest.config.ts).
      testMatch:
        database === 'postgres'
          ? /screens-desktop\.spec\.ts$/
          : /screens-(phone|desktop|phone-sw)\.spec\.ts$/,
      dependencies: ['screens-setup'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'desktop',
      // The PostgreSQL pass leaves out what reads nothing from the database, and so cannot
      // differ from the SQLite pass: the landing page, the Content-Security-Policy and the
      // installable app (csp, pwa and landing.spec.ts load built files, the API's reference and
      // its not-found answer; no account, no query).
      testIgnore: [
        /screens[.-][\w.-]+\.ts$/,
        ...(database === 'postgres' ? [/\/(csp|pwa|landing)\.spec\.ts$/] : []),
      ],
      // The PostgreSQL pass walks each journey at the desktop size: the 360 px walk of the same
      // journey checks the phone's layout, which does not depend on the database, and runs on
      // the SQLite pass (as the phone screens do, above).
      grepInvert: database === 'postgres' ? /\(phone\)|360 px/ : undefined,
      // Not that the journeys need the seeded account: projects that wait for the same one run
      // in the same phase. Declared after the screens, the journeys are handed out after the
      // screens' files, the longest of the run (a size of a hundred screens each): those start
      // first, and the journeys fill both workers around them, so the two end together instead
      // of one checking the last screens alone.
      dependencies: ['screens-setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    command: 'node ../../tools/start-test-server.mjs',
    url: `http://127.0.0.1:${port}/api/docs/json`,
    reuseExistingServer: false,
    // The server logs warnings and errors only (LOG_LEVEL=warn): a failed background job
    // shows in the test output beside the test that waited for it.
    stdout: 'pipe',
    timeout: 60_000,
    // The operators: the screens check's and operator.spec.ts's (e2e/support/operators.ts).
    env: { PORT: String(port), OPERATOR_PHONES: Object.values(operatorPhones).join(',') },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
