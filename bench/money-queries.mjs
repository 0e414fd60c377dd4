// Budget: with 100,000 transactions in one organization, the dashboard's data and the
// filtered transactions list each answer with a p99 latency of at most 100 ms (20
// connections, 10 s each, autocannon in this process, the server in its own).
import { loadAuthed, readsAfterPayments, startProductServer } from './lib.mjs';
import { seedPortfolio, tenantsOf } from './seed-portfolio.mjs';
import { seedTransactions } from './seed-transactions.mjs';
import { benchPostgresUrl } from './tenants-list.mjs';

const budgetP99Ms = 100;
const transactions = 100_000;
const tenantCount = 1000;

/**
 * The dashboard's figures are cached until the database changes, so the load above mostly
 * measures the cache. This measures the other path: a payment recorded, then the dashboard
 * read, 60 times in a row; every read recomputes the sums over 100,000 payments.
 */
async function dashboardAfterWrites(server, token, tenantId) {
  const samples = await readsAfterPayments(server, token, {
    tenantId,
    path: '/api/dashboard/summary',
    times: 60,
    amount: 100,
  });
  const at = (q) =>
    Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]);
  return {
    name: 'dashboard right after a payment (no cache)',
    p50: at(0.5),
    p99: at(0.99),
    rps: 0,
  };
}

export async function measureMoneyQueries(postgresUrl) {
  const server = await startProductServer(postgresUrl ? 3416 : 3415, { postgresUrl });
  try {
    const { token, user } = await seedPortfolio(server, tenantCount);
    const tenants = await tenantsOf(server, token);
    await seedTransactions(server, {
      organizationId: user.organizationid,
      userId: user.userid,
      tenants,
      count: transactions,
    });
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
    const endpoints = {
      'dashboard summary': '/api/dashboard/summary',
      'transactions, 6 months, tenant payments': `/api/transactions/all-transactions?from=${from}&to=${today}&type=tenant&limit=100`,
      'transactions of one tenant': `/api/transactions/all-transactions?tenantid=${tenants[7].id}&limit=100`,
    };
    // The search box (printed, no budget): payments are matched by payer name (beside each
    // payment, payment_texts), receipt and reference. A name some payments have, and a word no
    // payment has (every payment of the organization looked at).
    const searches = {
      'search, a payer name': `/api/search?q=${encodeURIComponent(tenants[7].name.split(' ')[0])}`,
      'search, no match': '/api/search?q=zqxv',
    };
    const measured = [
      ...Object.entries(endpoints).map(([name, path]) => ({ name, path, budgeted: true })),
      ...Object.entries(searches).map(([name, path]) => ({ name, path, budgeted: false })),
    ];
    const results = [];
    for (const { name, path, budgeted } of measured) {
      const result = await loadAuthed(`${server.url}${path}`, token, 20);
      results.push({
        name,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: Math.round(result.requests.average),
        budgeted,
        pass: !budgeted || result.latency.p99 <= budgetP99Ms,
      });
    }
    const afterWrite = await dashboardAfterWrites(server, token, tenants[3].id);
    results.push({ ...afterWrite, pass: afterWrite.p99 <= budgetP99Ms });
    return { database: postgresUrl ? 'PostgreSQL' : 'SQLite', results, budgetP99Ms };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureMoneyQueries(), null, 2));
  console.log(JSON.stringify(await measureMoneyQueries(benchPostgresUrl), null, 2));
}
