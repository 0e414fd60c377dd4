// npm run bench: builds first (see package.json), then prints every figure with its budget.
// Exits non-zero when a budget is missed.
import { measureAuthUserThroughput } from './auth-user-throughput.mjs';
import { measureC2bConfirmations, printC2b } from './c2b-confirmations.mjs';
import { measureCollections, printCollections } from './collections.mjs';
import { measureLandingBundle, printLandingBundle } from './landing-bundle.mjs';
import { measureLighthouse, printLighthouse } from './lighthouse.mjs';
import { measureInvoiceRun, printInvoiceRun } from './invoice-run.mjs';
import { measureMoneyQueries } from './money-queries.mjs';
import { measurePaymentSplit, printPaymentSplit } from './payment-split.mjs';
import { measureReports, printReports } from './reports.mjs';
import { measureServerMemory, printServerMemory } from './server-memory.mjs';
import { measureSlowShell, printSlowShell } from './slow-shell.mjs';
import { benchPostgresUrl, measureTenantList } from './tenants-list.mjs';
import { measureTenantsPage } from './tenants-page.mjs';

const verdict = (pass) => (pass ? 'PASS' : 'FAIL');

const landing = await measureLandingBundle();
printLandingBundle(landing, verdict);

const lighthouse = await measureLighthouse();
printLighthouse(lighthouse, verdict);

const slowShell = await measureSlowShell();
printSlowShell(slowShell, verdict);

const throughput = await measureAuthUserThroughput();
console.log(
  '\nGET /api/auth/user vs a bare Fastify route with the same JSON (median of 3 rounds):',
);
console.log(`  bare Fastify     ${throughput.bareRps} req/s`);
console.log(`  /api/auth/user   ${throughput.productRps} req/s`);
console.log(
  `  ratio ${(throughput.ratio * 100).toFixed(1)}%; budget >= 50%: ${verdict(throughput.pass)}`,
);

console.log('\nGET /api/tenant/all-tenants with 1,000 tenants, 20 connections:');
const tenantLists = [await measureTenantList(), await measureTenantList(benchPostgresUrl)];
for (const list of tenantLists) {
  console.log(
    `  ${list.database.padEnd(10)}  p50 ${list.p50} ms, p99 ${list.p99} ms, ${list.rps} req/s; budget p99 <= ${list.budgetP99Ms} ms: ${verdict(list.pass)}`,
  );
}

console.log('\n/tenants page with 1,000 tenants: keystroke in search to updated list (1366x768):');
const tenantsPage = await measureTenantsPage();
console.log(
  `  ${tenantsPage.samples.length} keystrokes: median ${tenantsPage.medianMs.toFixed(1)} ms, worst ${tenantsPage.worstMs.toFixed(1)} ms; ${tenantsPage.renderedCards} of ${tenantsPage.tenants} tenant cards rendered at most; budget worst <= ${tenantsPage.budgetMs} ms: ${verdict(tenantsPage.pass)}`,
);

console.log(
  '\nInvoice run for 100,000 tenants of one organization, ten rentals (invoices created and SMS queued):',
);
const invoiceRuns = [await measureInvoiceRun(), await measureInvoiceRun(benchPostgresUrl)];
for (const run of invoiceRuns) printInvoiceRun(run, verdict);

console.log('\nWith 100,000 transactions in one organization, 20 connections, 10 s each:');
const moneyQueries = [await measureMoneyQueries(), await measureMoneyQueries(benchPostgresUrl)];
for (const run of moneyQueries) {
  for (const query of run.results) {
    console.log(
      `  ${run.database.padEnd(10)}  ${query.name.padEnd(40)} p50 ${query.p50} ms, p99 ${query.p99} ms${query.rps ? `, ${query.rps} req/s` : ''}; ${query.budgeted === false ? 'no budget' : `budget p99 <= ${run.budgetP99Ms} ms: ${verdict(query.pass)}`}`,
    );
  }
}

console.log(
  '\nC2B confirmations (10 s flat out, then 10 s at the budget rate; 20 connections, ~5% repeated TransIDs), counted after the run:',
);
const c2bRuns = [await measureC2bConfirmations(), await measureC2bConfirmations(benchPostgresUrl)];
c2bRuns.forEach(printC2b);

console.log("\nA C2B batch's income split, tenants with five years of history and new ones:");
printPaymentSplit(await measurePaymentSplit());
printPaymentSplit(await measurePaymentSplit(benchPostgresUrl));

console.log('\nCollections with 10,000 tenants and 24 months of history (10 connections, 10 s):');
const collections = [await measureCollections(), await measureCollections(benchPostgresUrl)];
for (const run of collections) printCollections(run, verdict);

const reports = [await measureReports(), await measureReports(benchPostgresUrl)];
printReports(reports);

const memory = await measureServerMemory();
printServerMemory(memory, verdict);

const passed =
  landing.pass &&
  lighthouse.pass &&
  slowShell.pass &&
  throughput.pass &&
  tenantLists.every((list) => list.pass) &&
  tenantsPage.pass &&
  invoiceRuns.every((run) => run.pass) &&
  moneyQueries.every((run) => run.results.every((query) => query.pass)) &&
  c2bRuns.every((run) => run.pass) &&
  collections.every((run) => run.pass) &&
  reports.every((run) => run.results.every((report) => report.pass)) &&
  memory.pass;
process.exit(passed ? 0 : 1);
