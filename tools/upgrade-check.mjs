// Upgrades keep data: a database made by the previous release starts under this one with every
// row carried forward and every balance the same. Usage:
//   node tools/upgrade-check.mjs <previous release's apps/server/dist/server.js> [postgres URL]
// The previous release's server makes a landlord's books through the API (tenants, charges,
// payments, a reversal, deposits, opening balances); this release's server then starts
// on the same data (migrating at start-up) and must answer the same balances, reports and
// statements. Fields the new release adds are allowed; a changed or missing value fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { signUpBenchUser, serverEntry, waitForHttp } from '../bench/lib.mjs';
import { createTestDatabase } from './test-database.mjs';

const [previousEntry, postgresUrl] = process.argv.slice(2);
if (!previousEntry || !fs.existsSync(previousEntry)) {
  console.error('usage: node tools/upgrade-check.mjs <previous apps/server/dist/server.js> [pg]');
  process.exit(2);
}
const port = 3460;
const url = `http://127.0.0.1:${port}`;

async function start(entry, env) {
  let output = '';
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  await waitForHttp(`${url}/api/docs/json`, 60_000);
  const accountMessages = path.join(env.DATA_DIR, 'account-messages.txt');
  return {
    // Where the sign-up code is: a release from 2026-12 writes it to DATA_DIR, older ones to
    // their log (the same JSON fields).
    readCodes: () =>
      output + (fs.existsSync(accountMessages) ? fs.readFileSync(accountMessages, 'utf8') : ''),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function caller(token) {
  return async (method, route, body) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/** A month of a small landlord's books, through the previous release's API. */
async function makeBooks(call) {
  const { rental } = await call('POST', '/api/rental/new-rental', {
    rentalname: 'Upgrade Court',
    rentallocation: 'Kilimani, Nairobi',
  });
  const { room } = await call('POST', '/api/rental/room-type', {
    rentalid: rental.rentalid,
    housetype: 'Bedsitter',
    totalunits: 10,
    monthlyrent: 8500,
    waterunitrate: 150,
  });
  const place = { rentalid: rental.rentalid, housetype: room.roomid };
  const tenants = [];
  for (let i = 1; i <= 6; i++) {
    const { tenant } = await call('POST', '/api/tenant/new-tenant', {
      firstname: `Tenant${String.fromCharCode(64 + i)}`,
      lastname: 'Upgrade',
      phonenumber: `07120000${String(i).padStart(2, '0')}`,
      ...place,
      housenumber: `U${i}`,
      meternumber: `UM-${i}`,
      openingrentbalance: i * 1000,
      openingwaterbalance: i % 2 ? 150 : 0,
      deposit: i <= 3 ? 8500 : 0,
    });
    tenants.push(tenant);
  }
  for (const [i, tenant] of tenants.entries()) {
    await call('POST', '/api/invoice/new-charge', {
      tenantid: tenant.tenantid,
      chargetype: 'repair',
      amount: 700 + i * 50,
      description: `Repair ${i}`,
    });
    await call('POST', '/api/transactions/new-payment', {
      tenantid: tenant.tenantid,
      paymentmode: i % 2 ? 'Cash' : 'Bank',
      amount: 2500 * (i + 1),
      description: 'Rent',
    });
  }
  const { transactions } = await call('GET', '/api/transactions/all-transactions');
  await call('POST', `/api/transactions/${transactions[0].transactionid}/reverse`, {
    reason: 'Entered twice',
  });
  return tenants.map((tenant) => tenant.tenantid);
}

/** What a landlord reads about their money: every figure must survive the upgrade. */
async function snapshot(call, tenantIds) {
  const statements = {};
  for (const id of tenantIds) {
    statements[id] = await call('GET', `/api/tenant/all-tenants/${id}/statement`);
  }
  const details = {};
  for (const id of tenantIds) details[id] = await call('GET', `/api/tenant/all-tenants/${id}`);
  return {
    list: await call('GET', '/api/tenant/all-tenants'),
    details,
    statements,
    invoices: await call('GET', '/api/invoice/all'),
    transactions: await call('GET', '/api/transactions/all-transactions'),
    dashboard: await call('GET', '/api/dashboard/summary'),
    arrears: await call('GET', '/api/reports/arrears'),
    deposits: await call('GET', '/api/reports/deposits'),
    rentroll: await call('GET', '/api/reports/rent-roll'),
  };
}

/** Differences where `after` changed or lost a value of `before` (added fields are fine). */
function lost(before, after, where = '') {
  if (before === null || typeof before !== 'object') {
    return Object.is(before, after)
      ? []
      : [`${where}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`];
  }
  if (after === null || typeof after !== 'object')
    return [`${where}: now ${JSON.stringify(after)}`];
  if (Array.isArray(before) && (!Array.isArray(after) || after.length !== before.length)) {
    return [`${where}: ${before.length} items → ${Array.isArray(after) ? after.length : 'none'}`];
  }
  return Object.keys(before).flatMap((key) => lost(before[key], after[key], `${where}.${key}`));
}

const database = await createTestDatabase(postgresUrl);
const env = database.env;
try {
  const previous = await start(previousEntry, env);
  let token;
  let tenantIds;
  let before;
  try {
    ({ token } = await signUpBenchUser(url, previous.readCodes));
    tenantIds = await makeBooks(caller(token));
    before = await snapshot(caller(token), tenantIds);
  } finally {
    await previous.stop();
  }
  const current = await start(serverEntry, env);
  try {
    const after = await snapshot(caller(token), tenantIds);
    // Volatile by nature: the dashboard's "as of" moments and timings.
    const differences = lost(before, after).filter((line) => !/\.(generatedat|asof)\b/.test(line));
    console.log(
      `${postgresUrl ? 'PostgreSQL' : 'SQLite'}: ${tenantIds.length} tenants, ` +
        `${before.transactions.transactions.length} payments, ` +
        `${before.invoices.invoices.length} invoices carried forward; ` +
        `${differences.length} values changed or lost`,
    );
    for (const line of differences.slice(0, 40)) console.log(`  ${line}`);
    process.exitCode = differences.length === 0 ? 0 : 1;
  } finally {
    await current.stop();
  }
} finally {
  await database.drop();
}
