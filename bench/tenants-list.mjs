// Budget: with 1,000 tenants in one organization, GET /api/tenant/all-tenants answers with a
// p99 latency of at most 50 ms under 20 concurrent connections, on SQLite and on PostgreSQL.
import autocannon from 'autocannon';
import { startProductServer } from './lib.mjs';
import { seedPortfolio } from './seed-portfolio.mjs';

const budgetP99Ms = 50;
const tenants = 1000;

function load(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers: { 'x-auth-token': token }, connections: 20, duration: 10 },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0) reject(new Error(`${result.non2xx} non-2xx answers`));
        else resolve(result);
      },
    );
  });
}

export async function measureTenantList(postgresUrl) {
  const server = await startProductServer(postgresUrl ? 3412 : 3411, { postgresUrl });
  try {
    const { token } = await seedPortfolio(server, tenants);
    const result = await load(`${server.url}/api/tenant/all-tenants`, token);
    return {
      database: postgresUrl ? 'PostgreSQL' : 'SQLite',
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: Math.round(result.requests.average),
      pass: result.latency.p99 <= budgetP99Ms,
      budgetP99Ms,
    };
  } finally {
    await server.stop();
  }
}

export const benchPostgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureTenantList());
  console.log(await measureTenantList(benchPostgresUrl));
}
