// Adds up the JSON reports that `npm test` leaves in test-results/summary (Vitest and
// Playwright, per database) and prints one closing line: "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = 'test-results/summary';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const counts = report.stats
    ? // Playwright
      {
        p: report.stats.expected + report.stats.flaky,
        f: report.stats.unexpected,
        s: report.stats.skipped,
      }
    : // Vitest
      {
        p: report.numPassedTests,
        f: report.numFailedTests,
        s: report.numPendingTests + report.numTodoTests,
      };
  console.log(`${file}: ${counts.p} passed, ${counts.f} failed, ${counts.s} skipped`);
  passed += counts.p;
  failed += counts.f;
  skipped += counts.s;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
