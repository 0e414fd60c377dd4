import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { watchProcess } from './child-process-output.js';
import { freePort } from './test-app.js';

/**
 * A PgBouncer in transaction pooling mode in front of the PostgreSQL server DATABASE_URL
 * names, as production PostgreSQL services run one: each transaction (or statement outside
 * one) may run on another server connection. Any database name is passed through, so a
 * test's own database works; authentication is left to PostgreSQL's trust.
 */
export interface PgBouncer {
  /** `databaseUrl` with its host and port replaced by the pooler's. */
  urlOf: (databaseUrl: string) => string;
  /** What it wrote (its log goes to stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

/** Debian installs it to /usr/sbin, which is not on every user's PATH. */
function pgbouncerBinary(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => path.join(dir, 'pgbouncer')).find((file) => fs.existsSync(file));
}

/** PgBouncer will not run as root: it is told to switch to an ordinary user. */
function unprivilegedUser(): string[] {
  if (process.getuid?.() !== 0) return [];
  const users = fs.readFileSync('/etc/passwd', 'utf8');
  return ['-u', /^postgres:/m.test(users) ? 'postgres' : 'nobody'];
}

export async function startPgBouncer(serverUrl: string, timeoutMs = 10_000): Promise<PgBouncer> {
  const binary = pgbouncerBinary();
  if (!binary) {
    throw new Error(
      'pgbouncer is not installed: this test runs its servers through it on PostgreSQL. ' +
        'Install it (apt-get install -y pgbouncer; .ci/run does).',
    );
  }
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-'));
  // Read by the user it switches to; the auth file holds no secret (trust).
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
      `listen_port = ${port}`,
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

  const child = spawn(binary, [...unprivilegedUser(), ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  const { output, exited, gone } = watchProcess(child);

  const urlOf = (databaseUrl: string) => {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  const stop = async () => {
    if (!gone()) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };

  // Ready once a query goes through it to the server (its `postgres` database is always there).
  const probe = new URL(urlOf(serverUrl));
  probe.pathname = '/postgres';
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) throw new Error(`pgbouncer exited before accepting connections:\n${output()}`);
    const client = new pg.Client({ connectionString: probe.toString() });
    client.on('error', () => {});
    const answered = await client
      .connect()
      .then(() => client.query('select 1'))
      .then(() => true)
      .catch(() => false);
    await client.end().catch(() => {});
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`pgbouncer did not accept connections within ${timeoutMs} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { urlOf, output, stop };
}
