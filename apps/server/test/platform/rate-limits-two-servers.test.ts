import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../helpers/server-process.js';

/**
 * Two server processes on one PostgreSQL database share the per-IP limits of sign-in and
 * Forgot PIN: they are counted in the database, so alternating between servers gains an
 * attacker nothing. SQLite is one file for one server: there the same attempts go to a single
 * server and are refused the same.
 */
const postgres = Boolean(process.env.DATABASE_URL);
const perMinute = 10;
const attempts = 30;

let database: ServerDatabase;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  database = await serverDatabase();
  // Both behind one proxy on this machine, as a load balancer would put them: each test is
  // its own client address, so the tests' counts stay apart.
  const env = { LOGIN_RATE_LIMIT_PER_MINUTE: String(perMinute), TRUST_PROXY: '127.0.0.1' };
  servers.push(await startServerProcess(database, env));
  if (postgres) servers.push(await startServerProcess(database, env));
}, 60_000);
afterAll(async () => {
  for (const server of servers) server.kill();
  await database.drop();
});

/** The limits count in fixed minutes: the attempts must not straddle the start of one. */
async function awayFromMinuteStart() {
  const second = new Date().getUTCSeconds();
  if (second >= 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

let nextPhone = 722_100_000;
let nextClient = 0;
const post = (server: ServerProcess, path: string, body: object, client: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });

describe.each([
  ['sign-in', '/api/auth/login', () => ({ phonenumber: `0${(nextPhone += 1)}`, pin: '1234' })],
  ['Forgot PIN', '/api/auth/forgot-pin', () => ({ phonenumber: `0${(nextPhone += 1)}` })],
])('%s from one address, alternating between the servers', (_name, path, body) => {
  it(`lets ${perMinute} a minute through in all, and refuses the rest with 429`, async () => {
    await awayFromMinuteStart();
    const client = `41.90.0.${(nextClient += 1)}`;
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const answer = await post(servers[i % servers.length]!, path, body(), client);
      statuses.push(answer.status);
    }
    const refused = statuses.filter((status) => status === 429);
    expect(statuses.slice(0, perMinute).every((status) => status !== 429)).toBe(true);
    expect(refused).toHaveLength(attempts - perMinute);
  }, 60_000);

  it('counts attempts arriving at once on both servers one by one', async () => {
    await awayFromMinuteStart();
    const client = `41.90.0.${(nextClient += 1)}`;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        post(servers[i % servers.length]!, path, body(), client),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(attempts - perMinute);
  }, 60_000);
});
