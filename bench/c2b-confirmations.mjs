// Budget: C2B confirmations sustained at 500 per second or more, on SQLite and on PostgreSQL,
// with zero duplicates and zero lost, counted in the database after the run. Each request is a
// confirmation as M-PESA sends it, with a fresh TransID, except ~5% that repeat an earlier one
// (M-PESA's retries); ~2% carry an account number no tenant has (unallocated list). Expected
// afterwards: one transaction or unallocated payment per distinct TransID sent.
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { kenyaTime } from '../tools/daraja-simulator.mjs';
import { startProductServer } from './lib.mjs';
import { seedPortfolio } from './seed-portfolio.mjs';
import { benchPostgresUrl } from './tenants-list.mjs';

const budgetRps = 500;
const tenants = 1000;
const durationSeconds = 10;
const paybill = '600984';

async function call(server, token, method, urlPath, body) {
  const response = await fetch(`${server.url}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function countRecorded(server, postgresUrl, organizationId) {
  const sql = {
    transactions: `select count(*) as n from transactions where organization_id = '${organizationId}' and external_reference is not null`,
    distinctRefs: `select count(distinct external_reference) as n from transactions where organization_id = '${organizationId}' and external_reference is not null`,
    unallocated: `select count(*) as n from unallocated_payments where organization_id = '${organizationId}'`,
    receipts: `select count(*) as n from sms_messages where organization_id = '${organizationId}' and purpose = 'receipt'`,
  };
  const counts = {};
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: server.database.env.DATABASE_URL });
    await client.connect();
    try {
      for (const [name, text] of Object.entries(sql)) {
        counts[name] = Number((await client.query(text)).rows[0].n);
      }
    } finally {
      await client.end();
    }
  } else {
    const db = new SQLite(path.join(server.database.env.DATA_DIR, 'rental.db'), { readonly: true });
    try {
      for (const [name, text] of Object.entries(sql))
        counts[name] = Number(db.prepare(text).get().n);
    } finally {
      db.close();
    }
  }
  return counts;
}

export async function measureC2bConfirmations(postgresUrl) {
  const server = await startProductServer(postgresUrl ? 3418 : 3417, { postgresUrl });
  try {
    const { token, user } = await seedPortfolio(server, tenants);
    const { mpesasettings } = await call(
      server,
      token,
      'PUT',
      '/api/mpesasettings/mpesa-settings',
      {
        organizationname: 'Bench Court',
        paybillnumber: paybill,
      },
    );
    const confirmationPath = new URL(mpesasettings.confirmationurl).pathname;

    const sent = new Set();
    const recent = [];
    let counter = 0;
    let repeats = 0;
    const result = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: server.url,
          connections: 20,
          duration: durationSeconds,
          requests: [
            {
              method: 'POST',
              path: confirmationPath,
              headers: { 'content-type': 'application/json' },
              setupRequest(request) {
                counter += 1;
                let transId;
                if (recent.length > 50 && counter % 20 === 0) {
                  transId = recent[counter % recent.length];
                  repeats += 1;
                } else {
                  transId = `B${String(counter).padStart(9, '0')}`;
                  recent.push(transId);
                  if (recent.length > 500) recent.shift();
                }
                sent.add(transId);
                const unknown = counter % 50 === 7;
                const body = {
                  TransactionType: 'Pay Bill',
                  TransID: transId,
                  TransTime: kenyaTime(),
                  TransAmount: '100.00',
                  BusinessShortCode: paybill,
                  BillRefNumber: unknown ? `NOPE${counter % 13}` : ` h-${counter % tenants} `,
                  InvoiceNumber: '',
                  OrgAccountBalance: '0.00',
                  ThirdPartyTransID: '',
                  MSISDN: '2547 ***** 126',
                  FirstName: 'BENCH',
                  MiddleName: '',
                  LastName: '',
                };
                return { ...request, body: JSON.stringify(body) };
              },
            },
          ],
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
    });
    // Requests still in flight when autocannon stopped may have been sent but not answered;
    // give the server a moment to finish them before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const counts = await countRecorded(server, postgresUrl, user.organizationid);
    const recorded = counts.transactions + counts.unallocated;
    const expected = sent.size;
    const duplicates = counts.transactions - counts.distinctRefs + Math.max(0, recorded - expected);
    const lost = Math.max(0, expected - recorded);
    const rps = Math.round(result.requests.total / durationSeconds);
    return {
      database: postgresUrl ? 'PostgreSQL' : 'SQLite',
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      rps,
      repeats,
      distinctSent: expected,
      transactions: counts.transactions,
      unallocated: counts.unallocated,
      receipts: counts.receipts,
      duplicates,
      lost,
      p99: result.latency.p99,
      budgetRps,
      pass:
        rps >= budgetRps &&
        duplicates === 0 &&
        lost === 0 &&
        result.non2xx === 0 &&
        counts.receipts === counts.transactions,
    };
  } finally {
    await server.stop();
  }
}

export function printC2b(run) {
  const verdict = run.pass ? 'PASS' : 'FAIL';
  console.log(
    `  ${run.database.padEnd(10)}  ${run.rps} confirmations/s (p99 ${run.p99} ms, ${run.requests} sent, ${run.repeats} repeated TransIDs, ${run.non2xx} non-2xx, ${run.errors} errors); ` +
      `${run.distinctSent} distinct TransIDs → ${run.transactions} payments + ${run.unallocated} unallocated, ${run.receipts} receipts; ` +
      `duplicates ${run.duplicates}, lost ${run.lost}; budget >= ${run.budgetRps}/s, 0 duplicates, 0 lost: ${verdict}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('C2B confirmations (10 s, 20 connections, ~5% repeated TransIDs):');
  const runs = [await measureC2bConfirmations(), await measureC2bConfirmations(benchPostgresUrl)];
  runs.forEach(printC2b);
  process.exit(runs.every((run) => run.pass) ? 0 : 1);
}
