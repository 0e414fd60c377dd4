// No budget: what a payment pays for (rent, water, service charge, other) is read from its
// tenant's kept unpaid charges (decision 0080), so it should cost the same for a tenant of five
// years as for a new one. Measured on SQLite and PostgreSQL: the split of one C2B batch (60
// payments on SQLite, 500 on PostgreSQL: the applier's batch sizes) for tenants with 60 months
// of invoices and payments, beside the same batch for tenants with none (the baseline, same
// run, same database), each the median of 21 rounds, in a transaction as the applier's.
import path from 'node:path';
import { seedLedger } from './collections.mjs';
import { openServerDatabase, rebuildKeptArrears, repoRoot, startProductServer } from './lib.mjs';
import { seedPortfolio, tenantsOf } from './seed-portfolio.mjs';
import { benchPostgresUrl } from './tenants-list.mjs';

const months = 60;
const rounds = 21;
const cents = 1_000_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measurePaymentSplit(postgresUrl) {
  const batch = postgresUrl ? 500 : 60;
  const server = await startProductServer(postgresUrl ? 3421 : 3420, {
    postgresUrl,
    env: { INVOICE_RUN_INTERVAL_MS: String(86_400_000) },
  });
  let handle;
  try {
    const { token, user } = await seedPortfolio(server, batch * 2);
    const organizationId = user.organizationid;
    const tenants = await tenantsOf(server, token);
    const withHistory = tenants.slice(0, batch);
    const newTenants = tenants.slice(batch, batch * 2);
    const documents = await seedLedger(server, organizationId, withHistory, { months });
    await rebuildKeptArrears(server, organizationId);
    const { incomeSplitsOfTenants } = await import(
      path.join(repoRoot, 'apps/server/dist/modules/ledger/income-allocation.js')
    );
    handle = await openServerDatabase(server);
    const payments = (some) =>
      some.map((tenant) => ({ organizationId, tenantId: tenant.id, cents }));
    const split = async (some) => {
      const started = performance.now();
      const splits = await handle.db
        .transaction()
        .execute((trx) => incomeSplitsOfTenants(trx, payments(some)));
      if (splits.size !== some.length) throw new Error(`split ${splits.size} of ${some.length}`);
      return performance.now() - started;
    };
    const history = [];
    const none = [];
    // Alternating, so that machine noise hits both alike.
    for (let round = 0; round < rounds; round++) {
      history.push(await split(withHistory));
      none.push(await split(newTenants));
    }
    return {
      database: postgresUrl ? 'PostgreSQL' : 'SQLite',
      batch,
      documents,
      historyMs: median(history),
      newMs: median(none),
    };
  } finally {
    await handle?.db.destroy();
    await server.stop();
  }
}

export function printPaymentSplit(run) {
  console.log(
    `  ${run.database.padEnd(10)}  ${run.batch} tenants with ${months} months (${run.documents} invoices and payments): ${run.historyMs.toFixed(1)} ms; ${run.batch} new tenants: ${run.newMs.toFixed(1)} ms (${(run.historyMs / run.newMs).toFixed(1)}x; no budget)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`\nA C2B batch's income split, median of ${rounds} rounds:`);
  printPaymentSplit(await measurePaymentSplit());
  printPaymentSplit(await measurePaymentSplit(benchPostgresUrl));
}
