import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDarajaSimulator, type DarajaSimulator } from '../../../../tools/daraja-simulator.mjs';
import { signUpOnServer } from '../helpers/server-signup.js';
import { roomBody, rentalBody } from '../helpers/portfolio.js';
import {
  serverDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../helpers/server-process.js';
import { tenantBody } from '../helpers/tenant-fixtures.js';
import { callApi } from '../health/shutdown-fixtures.js';

/**
 * The limit of 3 prompts an hour to one phone holds for a deployment of several servers on
 * one PostgreSQL database: the count is in the database, not in a server's memory. Prompts to
 * one phone, through two tenants' links, arrive at once split across two server processes.
 * SQLite is one file for one server: there one server takes them all, counted the same.
 */
const postgres = Boolean(process.env.DATABASE_URL);

let database: ServerDatabase;
let simulator: DarajaSimulator;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  database = await serverDatabase();
  simulator = await startDarajaSimulator({ port: 0, host: '127.0.0.1', stkDelayMs: 20 });
  for (let i = 0; i < (postgres ? 2 : 1); i++) {
    servers.push(await startServerProcess(database, { MPESA_BASE_URL: simulator.url }));
  }
}, 120_000);
afterAll(async () => {
  for (const server of servers) server.kill();
  await simulator.close();
  await database.drop();
});

/** A landlord with their own Daraja app and two tenants whose rent one employer pays. */
async function landlordWithSharedPayer(server: ServerProcess, payer: string) {
  const { token } = await signUpOnServer(server);
  await callApi(server, 'PUT', '/api/mpesasettings/mpesa-settings', {
    token,
    body: {
      organizationname: 'Twin Towers',
      paybillnumber: '600984',
      collectionmode: 'own_paybill',
      consumerkey: 'test-key',
      consumersecret: 'test-secret',
      passkey: 'landlord-passkey',
    },
  });
  const { rental } = await callApi<{ rental: { rentalid: string } }>(
    server,
    'POST',
    '/api/rental/new-rental',
    { token, body: rentalBody() },
  );
  const { room } = await callApi<{ room: { roomid: string } }>(
    server,
    'POST',
    '/api/rental/room-type',
    { token, body: roomBody(rental.rentalid) },
  );
  const place = { rentalid: rental.rentalid, housetype: room.roomid };
  const pageTokens: string[] = [];
  for (const phonenumber of ['0722100001', '0722100002']) {
    const body = tenantBody(place, { phonenumber, paysfromphone: payer, openingrentbalance: 9000 });
    const { tenant } = await callApi<{ tenant: { tenantid: string } }>(
      server,
      'POST',
      '/api/tenant/new-tenant',
      { token, body },
    );
    const link = await callApi<{ url: string }>(
      server,
      'POST',
      `/api/tenant/${tenant.tenantid}/link`,
      { token },
    );
    pageTokens.push(/\/t\/([\w-]+)$/.exec(link.url)![1]!);
  }
  return pageTokens;
}

/**
 * The limit counts in fixed hours of the servers' clock (the wall clock: they are processes of
 * their own): the prompts must not straddle the start of one, or both hours would let 3 in.
 */
async function awayFromHourStart() {
  const hour = 3_600_000;
  const left = hour - (Date.now() % hour);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

describe(postgres ? 'two servers on one PostgreSQL database' : 'one server on SQLite', () => {
  it('send at most 3 prompts an hour to one phone, whichever server and link', async () => {
    const payer = '0733200300';
    const pageTokens = await landlordWithSharedPayer(servers[0]!, payer);
    const before = simulator.calls.stkPushes.length;
    await awayFromHourStart();
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const server = servers[i % servers.length]!;
        const pageToken = pageTokens[Math.floor(i / 2) % 2]!;
        const response = await fetch(`${server.url}/api/public/tenant/${pageToken}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 10, payphone: 'paysfrom' }),
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers)).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!.body;
    expect(refused).toMatchObject({ error: { key: 'tenantPage.phoneTooManyPrompts' } });
    const pushed = simulator.calls.stkPushes.slice(before).map((push) => push.body.PhoneNumber);
    expect(pushed).toEqual(['254733200300', '254733200300', '254733200300']);
  }, 120_000);
});
