// Budget: the invoice run for 100,000 tenants of one organization (create their invoices and
// queue their SMS) takes at most 10 s, on SQLite and on PostgreSQL. The tenants live in ten
// rentals of 10,000 (a room type's limit), each with its monthly rent schedule. The run is started by hand through
// POST /api/invoice/run for the schedule's first date (today: a run by hand may not bill ahead)
// and timed from request to answer. The server's own timer is set to a day, so it leaves the
// schedule to the run by hand. Every tenant has a rent history (two past changes, one to
// come), so the run reads each tenant's rent in force on the billing date, as it will in use.
import http from 'node:http';
import { measureBulkInserts } from './bulk-inserts.mjs';
import { startProductServer } from './lib.mjs';
import { seedPortfolio } from './seed-portfolio.mjs';
import { benchPostgresUrl } from './tenants-list.mjs';

const budgetSeconds = 10;
const tenants = Number(process.env.BENCH_INVOICE_TENANTS ?? 100_000);

/**
 * One API call over node:http, which waits as long as the server takes: fetch gives up on an
 * answer after 300 s (undici's header timeout), and a run far over its budget must still
 * report its time rather than fail the whole bench.
 */
function call(server, token, method, path, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      {
        method,
        headers: {
          'x-auth-token': token,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode >= 300) {
            reject(new Error(`${method} ${path}: ${response.statusCode} ${text}`));
          } else resolve(JSON.parse(text));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function todayInNairobi(days = 0) {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Three rent changes per tenant, straight into the database: a year ago, a month ago, next month. */
async function seedRentChanges(server) {
  const changes = [
    [1, todayInNairobi(-365), 800_000],
    [2, todayInNairobi(-30), 900_000],
    [3, todayInNairobi(30), 950_000],
  ];
  for (const [n, date, cents] of changes) {
    await server.database.execute(`INSERT INTO tenant_rent_changes (id, organization_id,
      tenant_id, effective_from, monthly_rent_cents, room_type_id, reason, created_by,
      created_by_name, created_at)
      SELECT 'rc${n}' || substr(id, 4), organization_id, id, '${date}', ${cents}, NULL,
        'Bench', NULL, 'Bench', '2026-01-01T00:00:00.000Z' FROM tenants`);
  }
}

export async function measureInvoiceRun(postgresUrl) {
  const server = await startProductServer(postgresUrl ? 3414 : 3413, {
    postgresUrl,
    env: { INVOICE_RUN_INTERVAL_MS: String(86_400_000) },
  });
  try {
    const { token, rentals } = await seedPortfolio(server, tenants);
    await seedRentChanges(server);
    const date = todayInNairobi();
    for (const rental of rentals) {
      await call(server, token, 'POST', '/api/invoicesettings/new-invoice', {
        invoicetype: 'Rental Invoice Bill',
        rentalid: rental.rentalid,
        billingfrequency: 'monthly',
        startdate: date,
      });
    }
    const started = performance.now();
    const result = await call(server, token, 'POST', '/api/invoice/run', { date });
    const seconds = (performance.now() - started) / 1000;
    if (result.invoices !== tenants || result.messages !== tenants) {
      throw new Error(`run made ${result.invoices} invoices and ${result.messages} SMS`);
    }
    // Two rows per tenant (the invoice and its SMS), against the database's bare bulk rate.
    const baseline = await measureBulkInserts(postgresUrl);
    const rowsPerSecond = Math.round((2 * tenants) / seconds);
    return {
      database: postgresUrl ? 'PostgreSQL' : 'SQLite',
      tenants,
      seconds,
      tenantsPerSecond: Math.round(tenants / seconds),
      rowsPerSecond,
      baselineRowsPerSecond: baseline.rowsPerSecond,
      ratio: rowsPerSecond / baseline.rowsPerSecond,
      budgetSeconds,
      pass: seconds <= budgetSeconds,
    };
  } finally {
    await server.stop();
  }
}

export function printInvoiceRun(run, verdict) {
  console.log(
    `  ${run.database.padEnd(10)}  ${run.seconds.toFixed(2)} s, ${run.tenantsPerSecond} tenants/s (${run.rowsPerSecond} rows/s, ${(run.ratio * 100).toFixed(0)}% of the database's bare bulk insert rate, ${run.baselineRowsPerSecond} rows/s); budget <= ${run.budgetSeconds} s: ${verdict(run.pass)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  printInvoiceRun(await measureInvoiceRun(), verdict);
  printInvoiceRun(await measureInvoiceRun(benchPostgresUrl), verdict);
}
