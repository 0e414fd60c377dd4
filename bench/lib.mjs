// Helpers the benchmarks share: start a server process on loopback and wait until it answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../tools/test-database.mjs';
import autocannon from 'autocannon';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

export async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the built product server on a database of its own: SQLite in a fresh folder, or a
 * fresh PostgreSQL database when `postgresUrl` is given. Ready once `readyPath` answers
 * (default: the OpenAPI document, generated from every route's schema).
 */
export async function startProductServer(
  port,
  { postgresUrl, env = {}, readyPath = '/api/docs/json' } = {},
) {
  const database = await createTestDatabase(postgresUrl);
  const server = await startServerOn(database, port, { env, readyPath }).catch(async (error) => {
    await database.drop();
    throw error;
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}

/**
 * Starts the built product server on a database made by `createTestDatabase` (several servers
 * may share one); `stop()` ends the process and leaves the database. Ready once `readyPath`
 * answers; the process is ended if it does not.
 */
export async function startServerOn(
  database,
  port,
  { env = {}, readyPath = '/api/docs/json' } = {},
) {
  // BENCH_SERVER_ARGS: Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => process.stdout.write(chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}${readyPath}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    child,
    // No platform SMS account: the sign-up code is written to DATA_DIR (src/server.ts).
    readAccountMessages: () => {
      const file = path.join(database.env.DATA_DIR, 'account-messages.txt');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    },
    database,
    url: `http://127.0.0.1:${port}`,
    stop,
  };
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function residentMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kib / 1024;
}

/**
 * Signs the bench user up: the form, then the code. The bench server has no platform SMS
 * account, so it writes the code to DATA_DIR/account-messages.txt (as a one-machine install
 * does; a release before 2026-12 wrote it to its log, the same JSON fields); the function given
 * reads what was written so far. Without it, the user signs in (a run that signed up before).
 */
export async function signUpBenchUser(baseUrl, readAccountMessages = () => '') {
  const started = await fetch(`${baseUrl}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Bench',
      lastname: 'Landlord',
      phonenumber: '0711000111',
      email: 'bench@example.co.ke',
      accounttype: 'Landlord',
      pin: '1234',
    }),
  });
  if (started.status !== 202) throw new Error(`sign-up failed: ${await started.text()}`);
  let code;
  for (let waited = 0; !code && waited < 5000; waited += 50) {
    code = /"to":"\+254711000111"[^\n]*?\b(\d{6})\b/.exec(readAccountMessages())?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error('no sign-up code in the account messages file');
  const response = await fetch(`${baseUrl}/api/user/signup/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phonenumber: '0711000111', code }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
  return response.json();
}

/**
 * Loads `url` for 10 s as a signed-in user asking as the app's browser does (compressed
 * answers accepted); any answer other than 2xx fails the benchmark.
 */
export function loadAuthed(url, token, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        headers: { 'x-auth-token': token, 'accept-encoding': 'gzip, deflate, br' },
        connections,
        duration: 10,
      },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0) reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
        else resolve(result);
      },
    );
  });
}

/**
 * fetch, sent again once when the kept-alive connection it took had been closed by the server:
 * a seed run in this process with synchronous SQLite calls can hold the event loop past the
 * server's keep-alive timeout, so the pool does not see the close before reusing the socket.
 */
export async function fetchOnLiveConnection(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

/**
 * Reads `path` right after a payment, `times` times in a row: each read follows a database
 * write, so it measures the uncached computation. Returns the read times (ms), sorted.
 */
export async function readsAfterPayments(server, token, { tenantId, path, times, amount }) {
  const headers = { 'content-type': 'application/json', 'x-auth-token': token };
  const samples = [];
  for (let i = 0; i < times; i++) {
    const paid = await fetchOnLiveConnection(`${server.url}/api/transactions/new-payment`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        tenantid: tenantId,
        paymentmode: 'Cash',
        amount,
        description: 'Bench',
      }),
    });
    if (!paid.ok) throw new Error(`payment: ${paid.status} ${await paid.text()}`);
    const started = performance.now();
    const read = await fetch(`${server.url}${path}`, { headers });
    if (!read.ok) throw new Error(`${path}: ${read.status}`);
    await read.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/**
 * This process's own handle on a bench server's database (its SQLite file, or its PostgreSQL
 * database), opened by the built server's openDb, for a bench that calls the server's modules
 * directly. The caller destroys it (`handle.db.destroy()`).
 */
export async function openServerDatabase(server) {
  const { openDb } = await import(path.join(repoRoot, 'apps/server/dist/db/connection.js'));
  const url = server.database.env.DATABASE_URL;
  return openDb(
    url
      ? { databaseUrl: url }
      : { sqliteFile: path.join(server.database.env.DATA_DIR, 'rental.db') },
  );
}

/**
 * After rows were written into the journal and the documents by hand (the benches' seeds), the
 * charges each balance is made of are computed in full, as migration 0044 did for what an
 * upgrade finds: the ledger keeps them from then on as it posts. (The balances need nothing:
 * the database adds each inserted entry to them.)
 */
export async function rebuildKeptArrears(server, organizationId) {
  const { rebuildUnpaidCharges } = await import(
    path.join(repoRoot, 'apps/server/dist/modules/ledger/kept-arrears.js')
  );
  const handle = await openServerDatabase(server);
  try {
    await handle.db.transaction().execute((trx) => rebuildUnpaidCharges(trx, organizationId));
  } finally {
    await handle.db.destroy();
  }
}
