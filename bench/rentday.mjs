// Rent day (issue 33): every invoice schedule of N organizations (100 tenants each) is due
// today, as on the 1st, and the app runs as a scaled-out deployment does: two server processes
// on one PostgreSQL database behind PgBouncer in transaction mode (docs/operations.md). Both
// servers' invoice-run timers race for the schedules from their start (INVOICE_RUN_INTERVAL_MS
// as in production), their SMS senders drain the outbox through the Africa's Talking
// simulator, and M-PESA confirms payments at 1,000 a second, spread over the organizations
// (each its own paybill and callback path) and the two servers, the whole time.
//
// Budgets: every invoice created and every invoice SMS queued within 2 min of the servers'
// start; confirmations answered p99 <= 100 ms and applied (payment or unallocated row
// written: the callback's processed_at) p99 <= 2 s after their receipt; zero duplicates and
// zero lost, counted in the database; the outbox drained at >= 500 SMS/s across the two
// servers. Printed beside them: the rows/s the run wrote (invoice and SMS: 2 per tenant) and
// the database's bare bulk-insert rate measured in the same run (bench/bulk-inserts.mjs), and
// a timeline: payments received and applied, invoices written and SMS sent, every few seconds.
//
// Seeding: one template organization through the API (bench/seed-portfolio.mjs), then its
// rows cloned in SQL for the others, every id remapped md5(k:old id) and unique values made
// unique per copy, so that 100,000 tenants seed in seconds.
//
// BENCH_RENTDAY_TENANTS (default 10,000; a multiple of 100), BENCH_RENTDAY_C2B_RATE (default
// 1,000/s), BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// BENCH_RENTDAY_AUTOVACUUM=as-is (keep the cluster's autovacuum setting: see withAutovacuum).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { smsStatuses } from '@rental/shared/enums';
import { startAfricasTalkingSimulator } from '../tools/africastalking-simulator.mjs';
import { createTestDatabase } from '../tools/test-database.mjs';
import { measureBulkInserts } from './bulk-inserts.mjs';
import { confirmationLoad, openPaybill, sendPaced, warmFromSecond } from './c2b-load.mjs';
import { repoRoot, startServerOn } from './lib.mjs';
import { seedPortfolio } from './seed-portfolio.mjs';
import { benchPostgresUrl } from './tenants-list.mjs';

const tenantsPerOrganization = 100;
const tenants = Number(process.env.BENCH_RENTDAY_TENANTS ?? 10_000);
const organizations = Math.ceil(tenants / tenantsPerOrganization);
const c2bRate = Number(process.env.BENCH_RENTDAY_C2B_RATE ?? 1000);
const ports = [3517, 3518];
const poolerPort = 6433;
const apiKey = 'atsk_bench_0123456789abcdef';
const secretsKey = randomBytes(32).toString('hex');
const budget = { queuedSeconds: 120, answeredP99Ms: 100, appliedP99Ms: 2000, smsPerSecond: 500 };
/** How long the run may take before the bench gives up waiting and reports what it has. */
const giveUpMs = Number(process.env.BENCH_RENTDAY_TIMEOUT_MS ?? 300_000);
/** The timeline's buckets (seconds): some 20-40 rows for each size. */
const timelineStep = tenants >= 1_000_000 ? 20 : tenants >= 100_000 ? 5 : 2;

/** Tables the clone leaves alone: people and sessions, caches the database keeps itself. */
const notCloned = new Set([
  'users',
  'sessions',
  'activity_log',
  'idempotency_keys',
  'phone_codes',
  'team_invitations',
  'member_rentals',
  'notification_reads',
  'rate_windows',
  // Kept by ledger_entries' triggers as the cloned entries go in.
  'tenant_balances',
  'ledger_month_sums',
  // One row, kept by mpesa_settings' triggers as the cloned settings go in.
  'mpesa_settings_version',
]);
/**
 * Id columns, with or without a foreign key (the ledger's point at its documents by type and
 * id): their values are remapped with the rows they name. Not user ids (users are not cloned).
 */
const idColumns = new Set([
  'id',
  'organization_id',
  'tenant_id',
  'rental_id',
  'room_type_id',
  'schedule_id',
  'invoice_id',
  'transaction_id',
  'landlord_id',
  'expense_id',
  'source_id',
  'corrects_entry_id',
]);

/**
 * The k-th copy of an id, in SQL and in JS alike: its first 8 hex digits replaced by k's. Each
 * copy's ids keep the template's order and sort together, as the ids of an organization's
 * tenants do when they were added together (orderedId, decision 0077); random copies would
 * scatter every organization's rows over every index led by the tenant.
 */
const remapSql = (k, column) => `lpad(to_hex(${k}), 8, '0') || substr(${column}, 9)`;
function remapJs(k, id) {
  return k.toString(16).padStart(8, '0') + id.slice(8);
}
/** A unique value's k-th copy, as long as it and hex (secrets are hex or base64url). */
const uniqueSql = (k, column) =>
  `substr(md5(${k}::text || ':a:' || ${column}) || md5(${k}::text || ':b:' || ${column}), 1, length(${column}))`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function call(server, token, method, urlPath, body) {
  const response = await fetch(`${server.url}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

const todayInNairobi = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The template organization, through the API on a server of its own whose invoice run waits a
 * day: 100 tenants, a paybill, Africa's Talking as its SMS provider, a monthly rent schedule
 * starting today (due now).
 */
async function seedTemplate(database) {
  const server = await startServerOn(database, ports[0], {
    env: { INVOICE_RUN_INTERVAL_MS: String(86_400_000), SECRETS_KEY: secretsKey },
  });
  try {
    const { token, user, rental } = await seedPortfolio(server, tenantsPerOrganization);
    await openPaybill(server, token, '600000');
    await call(server, token, 'PUT', '/api/sms/settings', {
      provider: 'africastalking',
      username: 'sandbox',
      apikey: apiKey,
    });
    await call(server, token, 'POST', '/api/invoicesettings/new-invoice', {
      invoicetype: 'Rental Invoice Bill',
      rentalid: rental.rentalid,
      billingfrequency: 'monthly',
      startdate: todayInNairobi(),
    });
    return user.organizationid;
  } finally {
    await server.stop();
  }
}

/**
 * Copies the template organization's rows `organizations - 1` times, table by table in
 * foreign-key order: each copy k remaps every id (and organization_id, and each column that
 * points at a cloned table) to md5('k:old'), keeps unique values unique, and gets paybill
 * 600000 + k and tenant phone numbers of its own. The SMS API key is encrypted again for each
 * copy (its organization is part of the encryption's context).
 */
async function cloneOrganizations(client, templateId) {
  const copies = organizations - 1;
  if (copies === 0) return { rows: 0, seconds: 0, perTable: {} };
  const started = performance.now();
  const columns = (
    await client.query(`select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`)
  ).rows;
  const byTable = new Map();
  for (const { table_name: table, column_name: column } of columns) {
    if (!byTable.has(table)) byTable.set(table, []);
    byTable.get(table).push(column);
  }
  const tables = [];
  for (const [table, tableColumns] of byTable) {
    if (notCloned.has(table) || !tableColumns.includes('organization_id')) continue;
    const { rows } = await client.query(
      `select count(*)::int as n from ${table} where organization_id = $1`,
      [templateId],
    );
    if (rows[0].n > 0) tables.push(table);
  }
  const cloned = new Set(['organizations', ...tables]);
  const keys = (
    await client.query(`select conrelid::regclass::text as t, confrelid::regclass::text as r,
      contype, (select array_agg(attname::text) from pg_attribute
        where attrelid = conrelid and attnum = any(conkey)) as cols
      from pg_constraint where connamespace = 'public'::regnamespace and contype in ('f', 'u')`)
  ).rows;
  const uniqueIndexes = (
    await client.query(`select t.relname::text as t, array_agg(a.attname::text) as cols
      from pg_index i join pg_class t on t.oid = i.indrelid join pg_class x on x.oid = i.indexrelid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = any(i.indkey)
      where t.relnamespace = 'public'::regnamespace and i.indisunique and not i.indisprimary
      group by x.relname, t.relname`)
  ).rows;
  const pointsAtClone = new Set(
    keys
      .filter((key) => key.contype === 'f' && cloned.has(key.r))
      .flatMap((key) => key.cols.map((column) => `${key.t}.${column}`)),
  );
  // Tables after the tables they point at.
  const order = [];
  const visit = (table, seen = new Set()) => {
    if (order.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const key of keys) {
      if (key.contype === 'f' && key.t === table && cloned.has(key.r) && key.r !== table) {
        visit(key.r, seen);
      }
    }
    order.push(table);
  };
  for (const table of cloned) visit(table);

  const isId = (table, column) => idColumns.has(column) || pointsAtClone.has(`${table}.${column}`);
  let rows = 0;
  const perTable = {};
  for (const table of order) {
    const tableColumns = byTable.get(table);
    // Unique sets with no remapped id in them: their text columns are made unique per copy.
    const unique = new Set(
      [...keys.filter((key) => key.contype === 'u' && key.t === table), ...uniqueIndexes]
        .filter((key) => key.t === table && !key.cols.some((column) => isId(table, column)))
        .flatMap((key) => key.cols),
    );
    const expressions = tableColumns.map((column) => {
      const quoted = `src.${column}`;
      if (isId(table, column)) return remapSql('k', quoted);
      if (table === 'mpesa_settings' && column === 'paybill_number') return `(600000 + k)::text`;
      if (table === 'tenants' && column === 'phonenumber') {
        // The template's number + 100 per copy, in its last 8 digits.
        return `left(${quoted}, length(${quoted}) - 8) || lpad((right(${quoted}, 8)::int + k * ${tenantsPerOrganization})::text, 8, '0')`;
      }
      if (unique.has(column)) return uniqueSql('k', quoted);
      return quoted;
    });
    const where = table === 'organizations' ? 'src.id = $1' : 'src.organization_id = $1';
    // In slices of copies, so that one statement stays a few hundred thousand rows.
    const slice = Math.max(1, Math.floor(200_000 / tenantsPerOrganization / 10));
    for (let first = 1; first <= copies; first += slice) {
      const last = Math.min(copies, first + slice - 1);
      const result = await client.query(
        `insert into ${table} (${tableColumns.join(', ')})
          select ${expressions.join(', ')} from ${table} src, generate_series(${first}, ${last}) k
          where ${where}`,
        [templateId],
      );
      rows += result.rowCount;
      perTable[table] = (perTable[table] ?? 0) + result.rowCount;
    }
  }

  // The SMS API key, encrypted for each copy's organization.
  const { encryptSecret } = await import(path.join(repoRoot, 'apps/server/dist/lib/secrets.js'));
  const { apiKeyContext } = await import(
    path.join(repoRoot, 'apps/server/dist/modules/sms/providers.js')
  );
  const key = Buffer.from(secretsKey, 'hex');
  const ids = Array.from({ length: copies }, (_, i) => remapJs(i + 1, templateId));
  await client.query(
    `update sms_settings s set api_key_encrypted = v.encrypted
      from unnest($1::text[], $2::text[]) as v(id, encrypted) where s.organization_id = v.id`,
    [ids, ids.map((id) => encryptSecret(apiKey, key, apiKeyContext(id)))],
  );
  await client.query('analyze');
  return { rows, seconds: (performance.now() - started) / 1000, perTable };
}

/** PgBouncer in transaction mode on `poolerPort`, as apps/server/test/helpers/pgbouncer.ts. */
async function startPgBouncer(serverUrl) {
  const binary = ['/usr/sbin/pgbouncer', '/usr/local/sbin/pgbouncer', '/usr/bin/pgbouncer'].find(
    (file) => fs.existsSync(file),
  );
  if (!binary) throw new Error('pgbouncer is not installed (apt-get install -y pgbouncer)');
  const server = new URL(serverUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentday-pgbouncer-'));
  fs.chmodSync(dir, 0o755);
  const authFile = path.join(dir, 'users.txt');
  fs.writeFileSync(authFile, `"${decodeURIComponent(server.username || 'postgres')}" ""\n`);
  const ini = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${poolerPort}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${authFile}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      'default_pool_size = 20',
      '',
    ].join('\n'),
  );
  for (const file of [authFile, ini]) fs.chmodSync(file, 0o644);
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const child = spawn(binary, [...asUser, ini], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const urlOf = (databaseUrl) => {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(poolerPort);
    return url.toString();
  };
  const probe = new URL(urlOf(serverUrl));
  probe.pathname = '/postgres';
  for (const deadline = Date.now() + 10_000; ;) {
    const answered = await withClient(probe.toString(), (c) => c.query('select 1')).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`pgbouncer did not accept connections:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { urlOf, stop };
}

/** What an SMS is once it has left (smsStatuses); every other status still waits to be sent. */
const sentStatuses = ['sent', 'delivered'];
const unsentStatuses = smsStatuses.filter((status) => !sentStatuses.includes(status));

/** Every SMS and those sent, across all organizations, once the servers have stopped. */
async function smsCounts(client) {
  const { rows } = await client.query(
    `select count(*)::int as sms,
    (count(*) filter (where status = any($1)))::int as sms_sent
    from sms_messages`,
    [sentStatuses],
  );
  return rows[0];
}

/**
 * Progress as the polls need it (the observer shares the two cores with what it observes): the
 * invoices the schedules' runs say they billed (one row per schedule and date, written in the
 * transaction that made the invoices and their SMS), then only whether any SMS is still unsent
 * and any confirmation unapplied, each found at its first row. Counting the invoices and
 * their SMS at each poll took 135 ms of PostgreSQL's time a poll at 100,000 tenants (a tenth
 * of the database's time in that run), ten times that at a million: they are counted once,
 * when the runs say they are done (`made`).
 */
async function billed(client) {
  const { rows } = await client.query(
    'select coalesce(sum(billed), 0)::int as billed from schedule_runs',
  );
  return rows[0];
}
/** The run's invoices and invoice SMS, counted row by row. */
async function made(client) {
  const { rows } = await client.query(
    `select (select count(*) from invoices where schedule_id is not null)::int as invoices,
      (select count(*) from sms_messages where invoice_id is not null)::int as invoice_sms`,
  );
  return rows[0];
}
async function waiting(client) {
  const { rows } = await client.query(
    `select exists (select 1 from sms_messages where status = any($1)) as unsent,
      exists (select 1 from mpesa_callbacks where processed_at is null) as unprocessed`,
    [unsentStatuses],
  );
  return rows[0];
}

/** When the run's last invoice and last invoice SMS were made (the rows' own times). */
async function lastMade(client) {
  const { rows } = await client.query(`select
    (select max(created_at) from invoices where schedule_id is not null) as last_invoice_at,
    (select max(created_at) from sms_messages where invoice_id is not null) as last_queued_at`);
  return rows[0];
}

/**
 * Polls until `done`: once a second, and less often as the tables grow (at a million tenants,
 * once every 10 s). The figures come from the rows' own times, not from when the observer saw
 * them, so polling more often only takes the servers' CPU.
 */
const pollMs = Math.max(1000, tenants / 100);
async function waitFor(client, read, done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await read(client);
    if (done(now) || Date.now() > deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Confirmations' lags (ms) from receipt to applied, and duplicates and lost against `load`. */
async function paymentsCounted(client, load) {
  const lags = (
    await client.query(`select extract(epoch from (processed_at::timestamptz
      - received_at::timestamptz)) * 1000 as ms from mpesa_callbacks
      where kind = 'confirmation' and processed_at is not null order by 1`)
  ).rows.map((row) => Number(row.ms));
  const at = (q) => Math.round(lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? 0);
  const { rows } = await client.query(`select
    (select count(*) from transactions where external_reference is not null)::int as payments,
    (select count(*) from (select 1 from transactions where external_reference is not null
      group by organization_id, external_reference having count(*) > 1) d)::int as twice,
    (select count(*) from unallocated_payments)::int as unallocated,
    (select count(*) from sms_messages where purpose = 'receipt')::int as receipts,
    (select count(distinct trans_id) from mpesa_callbacks
      where kind = 'confirmation' and processed_at is null)::int as pending`);
  const counted = rows[0];
  const recorded = counted.payments + counted.unallocated;
  const expected = load.sent.size;
  // Confirmations stored but not applied yet are late, not lost (the budget on lags says so).
  return {
    ...counted,
    appliedP50: at(0.5),
    appliedP99: at(0.99),
    appliedMax: Math.round(lags.at(-1) ?? 0),
    expected,
    duplicates: counted.twice + Math.max(0, recorded - expected),
    lost: Math.max(0, expected - recorded - counted.pending),
  };
}

/**
 * The outbox's drain rate while rent day's SMS go out: every message sent (receipts too) from
 * the first invoice SMS sent to the last, over that span.
 */
async function drainRate(client) {
  const { rows } = await client.query(`with span as (select min(updated_at) as first,
      max(updated_at) as last from sms_messages
      where invoice_id is not null and status in ('sent', 'delivered'))
    select (select count(*) from sms_messages, span where status in ('sent', 'delivered')
        and updated_at between span.first and span.last)::int as n,
      extract(epoch from (last::timestamptz - first::timestamptz)) as s from span`);
  const seconds = Number(rows[0].s);
  return { sent: rows[0].n, seconds, perSecond: seconds > 0 ? Math.round(rows[0].n / seconds) : 0 };
}

/**
 * The run second by second, in buckets of `step` seconds from the servers' start: payments
 * received and applied, the worst lag of those received in the bucket, invoices written and
 * SMS sent. Shows where the applied lag builds (while the invoice run goes on, or after).
 */
async function timeline(client, startedAt, step) {
  const bucket = (column) =>
    `floor((extract(epoch from ${column}::timestamptz) * 1000 - ${startedAt}) / ${step * 1000})::int`;
  const series = async (column, from) =>
    (await client.query(`select ${bucket(column)} as b, count(*)::int as n ${from} group by 1`))
      .rows;
  const confirmations = `from mpesa_callbacks where kind = 'confirmation'`;
  // One after another: the observer is one connection.
  const received = await series('received_at', confirmations);
  const { rows: lags } = await client.query(
    `select ${bucket('received_at')} as b, percentile_disc(0.99) within group (order by
      extract(epoch from (processed_at::timestamptz - received_at::timestamptz))) as n
      ${confirmations} and processed_at is not null group by 1`,
  );
  const applied = await series('processed_at', `${confirmations} and processed_at is not null`);
  const invoices = await series('created_at', 'from invoices where schedule_id is not null');
  const sent = await series(
    'updated_at',
    `from sms_messages where status in ('sent', 'delivered')`,
  );
  const rows = new Map();
  const put = (list, key) => {
    for (const { b, n } of list) {
      if (b < 0) continue;
      const row = rows.get(b) ?? {
        from: b * step,
        received: 0,
        applied: 0,
        lagP99: null,
        invoices: 0,
        sent: 0,
      };
      row[key] = Number(n);
      rows.set(b, row);
    }
  };
  put(received, 'received');
  put(lags, 'lagP99');
  put(applied, 'applied');
  put(invoices, 'invoices');
  put(sent, 'sent');
  return [...rows.values()].sort((x, y) => x.from - y.from);
}

/** The run's own span: from the first rent invoice created to the last of its SMS queued. */
async function runSpan(client) {
  const { rows } = await client.query(`select extract(epoch from (
      (select max(created_at) from sms_messages where invoice_id is not null)::timestamptz -
      (select min(created_at) from invoices where schedule_id is not null)::timestamptz)) as s`);
  return Number(rows[0].s);
}

/**
 * Autovacuum on for the run, as on every production PostgreSQL: this machine's test cluster
 * has it off (conf.d/90-ci.conf), and without it a table that grows from nothing to a million
 * rows keeps the statistics of its first rows: the planner read every organization's payments
 * for a C2B batch (450 ms a statement at 400,000 tenants), and the SMS queue's index filled
 * with dead entries (its claim 580 ms). Returns what puts the setting back.
 */
async function withAutovacuum(postgresUrl) {
  return withClient(postgresUrl, async (client) => {
    const { rows } = await client.query('show autovacuum');
    // BENCH_RENTDAY_AUTOVACUUM=as-is: the cluster's own setting (runs before session 31).
    const asIs = process.env.BENCH_RENTDAY_AUTOVACUUM === 'as-is';
    if (rows[0].autovacuum === 'on' || asIs) return async () => {};
    await client.query('alter system set autovacuum = on');
    await client.query('select pg_reload_conf()');
    console.log('  (autovacuum turned on for the run; it was off)');
    return () =>
      withClient(postgresUrl, async (restore) => {
        await restore.query('alter system reset autovacuum');
        await restore.query('select pg_reload_conf()');
      });
  });
}

export async function measureRentDay(postgresUrl = benchPostgresUrl) {
  if (tenants % tenantsPerOrganization !== 0) {
    throw new Error(`BENCH_RENTDAY_TENANTS must be a multiple of ${tenantsPerOrganization}`);
  }
  const database = await createTestDatabase(postgresUrl);
  const directUrl = database.env.DATABASE_URL;
  const stops = [];
  const restoreAutovacuum = await withAutovacuum(postgresUrl);
  try {
    // Each message the gateway takes, counted and remembered by a digest of its number and
    // text (a million kept whole would fill the bench's heap): the same twice is a duplicate.
    const atGateway = { messages: 0, twice: 0, digests: new Set() };
    const gateway = await startAfricasTalkingSimulator({
      apiKeys: [apiKey],
      keep: false,
      onMessage: (message) => {
        atGateway.messages += 1;
        const digest = createHash('sha1')
          .update(`${message.to} ${message.message}`)
          .digest('base64');
        if (atGateway.digests.has(digest)) atGateway.twice += 1;
        else atGateway.digests.add(digest);
      },
    });
    stops.push(() => gateway.close());
    // The seed and a template through the API, then the copies in SQL.
    const seedStarted = performance.now();
    const templateId = await seedTemplate(database);
    const clone = await withClient(directUrl, (client) => cloneOrganizations(client, templateId));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await withClient(directUrl, async (client) => {
      const { rows } = await client.query('select current_database() as name');
      await client.query(`alter database ${rows[0].name} set jit = off`);
    });
    const orgs = await withClient(directUrl, async (client) => {
      const { rows } = await client.query(
        'select organization_id, paybill_number, callback_secret from mpesa_settings',
      );
      return rows.map((row) => ({
        paybill: row.paybill_number,
        path: `/api/c2b/${row.callback_secret}/confirmation`,
      }));
    });
    if (orgs.length !== organizations) throw new Error(`${orgs.length} organizations seeded`);

    const pooler = await startPgBouncer(postgresUrl);
    stops.push(() => pooler.stop());
    const env = {
      DATABASE_URL: pooler.urlOf(directUrl),
      DATABASE_POOLER: 'pgbouncer',
      SECRETS_KEY: secretsKey,
      AFRICASTALKING_BASE_URL: gateway.url,
      // Rent day's SMS go out whatever the hour of the bench.
      TENANT_SMS_HOURS: '0-24',
      ...(process.env.BENCH_RENTDAY_INVOICE_INTERVAL_MS
        ? { INVOICE_RUN_INTERVAL_MS: process.env.BENCH_RENTDAY_INVOICE_INTERVAL_MS }
        : {}),
    };
    const observer = new pg.Client({ connectionString: directUrl });
    await observer.connect();
    stops.push(() => observer.end());

    // Both servers start together: each runs the due schedules at start-up.
    const startedAt = Date.now();
    const servers = [];
    const started = await Promise.allSettled(
      ports.map((port) => startServerOn(database, port, { env })),
    );
    for (const result of started) {
      if (result.status === 'fulfilled') {
        servers.push(result.value);
        stops.push(() => result.value.stop());
      }
    }
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const readyMs = Date.now() - startedAt;

    // M-PESA pays all the while, until the run is over and the outbox drained.
    const load = confirmationLoad({ paybill: orgs[0].paybill, tenants: tenantsPerOrganization });
    let over = false;
    let sentToServer = 0;
    const route = (confirmation) => {
      // A TransID always goes to the same organization (M-PESA's repeats too), to either server.
      // Its account number is house h-(n mod 100): each run of 100 goes to 100 organizations,
      // shifted by one each run, so that over time every tenant of every organization pays.
      const n = Number(confirmation.TransID.slice(1));
      const org = orgs[(Math.floor(n / tenantsPerOrganization) + n) % orgs.length];
      confirmation.BusinessShortCode = org.paybill;
      sentToServer += 1;
      return { server: servers[sentToServer % servers.length], path: org.path };
    };
    const paying = sendPaced(undefined, undefined, load, c2bRate, Infinity, {
      route,
      stopped: () => over,
      // M-PESA calls from many connections at once: 20 per server capped the bench, not the
      // servers, once a commit took 40 ms (20 answers per 40 ms is 500/s per server).
      sockets: 200,
    });

    // Polled by the runs' own counts, then the rows counted once, for the verdict (a run's
    // invoices, their SMS and its count commit together).
    await waitFor(observer, billed, (now) => now.billed >= tenants, giveUpMs);
    const queued = await made(observer);
    const last = await lastMade(observer);
    const queuedSeconds =
      queued.invoices >= tenants && queued.invoice_sms >= tenants
        ? (Math.max(Date.parse(last.last_invoice_at), Date.parse(last.last_queued_at)) -
            startedAt) /
          1000
        : Infinity;
    await waitFor(
      observer,
      waiting,
      (now) => !now.unsent,
      Math.max(1000, giveUpMs - (Date.now() - startedAt)),
    );
    over = true;
    const confirmations = await paying;
    // The last confirmations applied, and their receipts sent.
    const settled = await waitFor(
      observer,
      waiting,
      (now) => !now.unprocessed && !now.unsent,
      60_000,
    );
    const runSeconds = (Date.now() - startedAt) / 1000;
    // Counted once the servers have stopped: nothing changes under the counts.
    for (const stop of stops.splice(3).reverse()) await stop();
    const final = await smsCounts(observer);
    const payments = await paymentsCounted(observer, load);
    const drain = await drainRate(observer);
    const spanSeconds = await runSpan(observer);
    const steps = await timeline(observer, startedAt, timelineStep);
    const invoicesTwice = Number(
      (
        await observer.query(`select count(*) as n from (select 1 from invoices
          where schedule_id is not null group by schedule_id, tenant_id, billing_date
          having count(*) > 1) d`)
      ).rows[0].n,
    );
    const smsTwice = atGateway.twice;
    // The baseline on a quieter machine: pooler and gateway stopped first.
    for (const stop of stops.splice(0).reverse()) await stop();
    const baseline = await measureBulkInserts(postgresUrl);
    const rowsPerSecond = Number.isFinite(queuedSeconds)
      ? Math.round((2 * tenants) / spanSeconds)
      : 0;
    return {
      tenants,
      organizations,
      seed: {
        seconds: seedSeconds,
        clonedRows: clone.rows,
        cloneSeconds: clone.seconds,
        perTable: clone.perTable,
      },
      readyMs,
      queued,
      queuedSeconds,
      spanSeconds,
      invoicesTwice,
      settled,
      final,
      runSeconds,
      confirmations,
      payments,
      drain,
      smsTwice,
      gatewayMessages: atGateway.messages,
      rowsPerSecond,
      baseline,
      steps,
      pass:
        queuedSeconds <= budget.queuedSeconds &&
        queued.invoices === tenants &&
        queued.invoice_sms === tenants &&
        invoicesTwice === 0 &&
        confirmations.p99 <= budget.answeredP99Ms &&
        confirmations.non2xx === 0 &&
        confirmations.errors === 0 &&
        payments.appliedP99 <= budget.appliedP99Ms &&
        payments.duplicates === 0 &&
        payments.lost === 0 &&
        !settled.unprocessed &&
        !settled.unsent &&
        final.sms_sent === final.sms &&
        atGateway.messages === final.sms_sent &&
        smsTwice === 0 &&
        drain.perSecond >= budget.smsPerSecond,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await database.drop();
    await restoreAutovacuum();
  }
}

export function printRentDay(run, verdict) {
  const c = run.confirmations;
  const p = run.payments;
  // Where the slow answers were: the seconds over the budget, and the slowest.
  const timed = c.p99BySecond.flatMap((p99, second) => (p99 === null ? [] : [{ p99, second }]));
  const slowSeconds = timed.filter((s) => s.p99 > budget.answeredP99Ms).length;
  const slowest = timed.reduce((a, b) => (b.p99 > a.p99 ? b : a), { p99: 0, second: 0 });
  console.log(
    `  ${run.tenants} tenants in ${run.organizations} organizations (seeded in ${run.seed.seconds.toFixed(1)} s: ${run.seed.clonedRows} rows cloned in ${run.seed.cloneSeconds.toFixed(1)} s); two servers through PgBouncer, ready after ${run.readyMs} ms\n` +
      `    cloned: ${Object.entries(run.seed.perTable)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')}\n` +
      `    invoices ${run.queued.invoices}, invoice SMS queued ${run.queued.invoice_sms} in ${run.queuedSeconds.toFixed(1)} s from the servers' start (first invoice to last SMS ${run.spanSeconds.toFixed(1)} s: ${run.rowsPerSecond} rows/s vs the bare bulk insert ${run.baseline.rowsPerSecond} rows/s, ${((run.rowsPerSecond / run.baseline.rowsPerSecond) * 100).toFixed(0)}%); invoices twice ${run.invoicesTwice}; budget <= ${budget.queuedSeconds} s: ${verdict(run.queuedSeconds <= budget.queuedSeconds && run.queued.invoices === run.tenants && run.queued.invoice_sms === run.tenants && run.invoicesTwice === 0)}\n` +
      `    confirmations ${c.requests} at ${c.rps}/s (asked ${c2bRate}/s), answered p99 ${c.p99} ms (a second's p99 over ${budget.answeredP99Ms} ms in ${slowSeconds} of ${timed.length} seconds, the slowest ${slowest.p99} ms in second ${slowest.second}; from second ${warmFromSecond} on, p99 ${c.warmP99} ms), ${c.non2xx} non-2xx, ${c.errors} errors; budget p99 <= ${budget.answeredP99Ms} ms: ${verdict(c.p99 <= budget.answeredP99Ms && c.non2xx === 0 && c.errors === 0)}\n` +
      `      each second's p99 (ms): ${c.p99BySecond.map((p99) => p99 ?? '-').join(' ')}\n` +
      `    applied p50 ${p.appliedP50} ms, p99 ${p.appliedP99} ms, max ${p.appliedMax} ms (${p.pending} left); budget p99 <= ${budget.appliedP99Ms} ms: ${verdict(p.appliedP99 <= budget.appliedP99Ms && !run.settled.unprocessed)}\n` +
      `    ${p.expected} distinct TransIDs -> ${p.payments} payments + ${p.unallocated} unallocated (${p.pending} not applied yet), ${p.receipts} receipts; duplicates ${p.duplicates}, lost ${p.lost}: ${verdict(p.duplicates === 0 && p.lost === 0)}\n` +
      `    SMS sent ${run.final.sms_sent} of ${run.final.sms} (${run.gatewayMessages} at the gateway, ${run.smsTwice} twice) ; ${run.drain.sent} sent while the invoice SMS went out, ${run.drain.perSecond}/s over ${run.drain.seconds.toFixed(1)} s; budget >= ${budget.smsPerSecond}/s: ${verdict(run.drain.perSecond >= budget.smsPerSecond && run.smsTwice === 0 && !run.settled.unsent && run.final.sms_sent === run.final.sms && run.gatewayMessages === run.final.sms_sent)}\n` +
      `    whole run ${run.runSeconds.toFixed(1)} s: ${verdict(run.pass)}\n` +
      `    timeline (from the servers' start, ${timelineStep} s a row): s, payments received, applied, applied p99 of those received (s), invoices written, SMS sent\n` +
      run.steps
        .map(
          (row) =>
            `      ${String(row.from).padStart(4)} ${String(row.received).padStart(6)} ${String(row.applied).padStart(6)} ${(row.lagP99 === null ? '-' : row.lagP99.toFixed(1)).padStart(6)} ${String(row.invoices).padStart(7)} ${String(row.sent).padStart(7)}`,
        )
        .join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  console.log(
    `Rent day: ${tenants} tenants due today, two servers behind PgBouncer, C2B at ${c2bRate}/s:`,
  );
  const run = await measureRentDay();
  printRentDay(run, verdict);
  process.exit(run.pass ? 0 : 1);
}
