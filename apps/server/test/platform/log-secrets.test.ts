import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import type { App } from '../../src/app.js';
import { authed } from '../helpers/accounts.js';
import {
  exitCodeAfter,
  serverDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../helpers/server-process.js';
import { readAccountMessagesFrom } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { simulatorApiKey } from '../sms/fixtures.js';

// No secret, token or code in the log (issue 27). The real server runs as a process with
// LOG_LEVEL=info (every request logged), every route that carries a secret in its URL is
// driven (and the same paths with a method no route takes, and a secret in a query string),
// then the whole log is searched for each secret's value: zero hits.
//
// To add a route: put its secret in `Secrets` (found in `prepare`) and a line in
// `secretRoutes`. Account codes go through a platform SMS account (the simulator) here: without
// one the server writes them to its log by design (docs/operations.md, Logs), which is not a
// request log.

interface Secrets {
  c2b: string;
  /** The C2B secret a rotation replaced, which still works until M-PESA calls the new one. */
  c2bPrevious: string;
  stk: string;
  tenantToken: string;
  incomingSms: string;
  deliveryReports: string;
}

interface SecretRequest {
  method: 'GET' | 'POST';
  path: string;
  json?: object;
  form?: Record<string, string>;
}

/** Every route whose URL carries a secret, with a request as its caller would send it. */
const secretRoutes: {
  name: string;
  secret: keyof Secrets;
  request: (s: Secrets) => SecretRequest;
}[] = [
  {
    name: 'C2B confirmation',
    secret: 'c2b',
    request: (s) => ({ method: 'POST', path: `/api/c2b/${s.c2b}/confirmation`, json: c2bBody() }),
  },
  {
    name: 'C2B validation',
    secret: 'c2b',
    request: (s) => ({ method: 'POST', path: `/api/c2b/${s.c2b}/validation`, json: c2bBody() }),
  },
  {
    name: 'C2B confirmation on the replaced secret',
    secret: 'c2bPrevious',
    request: (s) => ({
      method: 'POST',
      path: `/api/c2b/${s.c2bPrevious}/confirmation`,
      json: c2bBody(),
    }),
  },
  {
    name: 'Transaction Status result',
    secret: 'c2b',
    request: (s) => ({ method: 'POST', path: `/api/c2b/${s.c2b}/status-result`, json: {} }),
  },
  {
    name: 'Transaction Status time-out',
    secret: 'c2b',
    request: (s) => ({ method: 'POST', path: `/api/c2b/${s.c2b}/status-timeout`, json: {} }),
  },
  {
    name: 'STK callback',
    secret: 'stk',
    request: (s) => ({ method: 'POST', path: `/api/stk/callback/${s.stk}`, json: stkBody() }),
  },
  {
    name: "tenant's page (API)",
    secret: 'tenantToken',
    request: (s) => ({ method: 'GET', path: `/api/public/tenant/${s.tenantToken}` }),
  },
  {
    name: "tenant's page: pay",
    secret: 'tenantToken',
    request: (s) => ({
      method: 'POST',
      path: `/api/public/tenant/${s.tenantToken}/pay`,
      json: { amount: 100, phonenumber: '0712345678' },
    }),
  },
  {
    name: "tenant's page: an invoice",
    secret: 'tenantToken',
    request: (s) => ({ method: 'GET', path: `/api/public/tenant/${s.tenantToken}/invoices/1` }),
  },
  {
    name: "tenant's page (web)",
    secret: 'tenantToken',
    request: (s) => ({ method: 'GET', path: `/t/${s.tenantToken}` }),
  },
  {
    name: 'incoming SMS',
    secret: 'incomingSms',
    request: (s) => ({
      method: 'POST',
      path: `/api/sms/incoming/${s.incomingSms}`,
      form: {
        from: '+254712345678',
        to: '22384',
        text: 'BAL',
        date: '2026-03-02 10:15:02',
        id: 'log-1',
      },
    }),
  },
  {
    name: 'opt-out',
    secret: 'incomingSms',
    request: (s) => ({
      method: 'POST',
      path: `/api/sms/opt-out/${s.incomingSms}`,
      form: { phoneNumber: '+254799000000', senderId: '' },
    }),
  },
  {
    name: 'delivery report',
    secret: 'deliveryReports',
    request: (s) => ({
      method: 'POST',
      path: `/api/sms/delivery-reports/africastalking/${s.deliveryReports}`,
      form: { id: 'ATXid_log', status: 'Success' },
    }),
  },
];

function c2bBody() {
  return {
    TransactionType: 'Pay Bill',
    TransID: `LOG${randomBytes(4).toString('hex').toUpperCase()}`,
    // Paid now (Kenya time): a far TransTime would only be held, which is fine here too.
    TransTime: new Date(Date.now() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14),
    TransAmount: '100.00',
    BusinessShortCode: '522522',
    BillRefNumber: 'B1',
    MSISDN: '254712345678',
    FirstName: 'Jane',
  };
}

function stkBody() {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: 'log-merchant',
        CheckoutRequestID: 'ws_CO_log',
        ResultCode: 1032,
        ResultDesc: 'Request cancelled by user',
      },
    },
  };
}

let database: ServerDatabase;
let server: ServerProcess;
let simulator: AfricasTalkingSimulator;

/** The process's API through `fetch`, shaped like app.inject for the shared test helpers. */
function remoteApp(url: string): App {
  const inject = async (options: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: object;
  }) => {
    const response = await fetch(`${url}${options.url}`, {
      method: options.method ?? 'GET',
      headers: {
        ...options.headers,
        ...(options.payload ? { 'content-type': 'application/json' } : {}),
      },
      body: options.payload ? JSON.stringify(options.payload) : undefined,
    });
    const body = await response.text();
    return { statusCode: response.status, body, json: () => JSON.parse(body) };
  };
  return { inject } as unknown as App;
}

function send(request: SecretRequest) {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (request.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  return fetch(`${server.url}${request.path}`, { method: request.method, headers, body });
}

/** The value of a callback URL's last segment (Settings shows the URLs whole). */
const lastSegment = (url: string) => url.split('/').at(-1)!;

async function prepare(app: App): Promise<{ secrets: Secrets; codes: string[] }> {
  const landlord = await landlordWithRoom(app);
  const headers = authed(landlord.token);
  const tenant = await addTenant(app, landlord.token, landlord.place);

  const mpesa = await app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers,
    payload: { organizationname: 'Sunrise Homes', paybillnumber: '522522' },
  });
  expect(mpesa.statusCode).toBe(200);
  const rotated = await app.inject({
    method: 'POST',
    url: '/api/mpesasettings/callback-secret/rotate',
    headers,
  });
  expect(rotated.statusCode).toBe(200);
  const { callback_secret: c2b, previous_callback_secret: c2bPrevious } = await database.handle.db
    .selectFrom('mpesa_settings')
    .select(['callback_secret', 'previous_callback_secret'])
    .where('organization_id', '=', landlord.organizationId)
    .executeTakeFirstOrThrow();

  const link = await app.inject({
    method: 'POST',
    url: `/api/tenant/${tenant.tenantid}/link`,
    headers,
  });
  expect(link.statusCode).toBeLessThan(300);
  const tenantToken = lastSegment(link.json().url as string);

  const sms = (await app.inject({ url: '/api/sms/settings', headers })).json().settings;

  // Account codes: Forgot PIN sends one through the platform account; it is used in a body.
  const phone = landlord.body.phonenumber;
  const before = simulator.messages.length; // the sign-up code went to this phone too
  const forgot = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-pin',
    payload: { phonenumber: phone },
  });
  expect(forgot.statusCode).toBe(202);
  const code = await codeSentTo(phone, before);
  const reset = await app.inject({
    method: 'POST',
    url: '/api/auth/reset-pin',
    payload: { phonenumber: phone, code, newpin: '5678' },
  });
  expect(reset.statusCode).toBe(200);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phonenumber: phone, pin: '5678' },
  });
  expect(signIn.statusCode).toBe(200);

  return {
    secrets: {
      c2b: c2b!,
      c2bPrevious: c2bPrevious!,
      // A made-up token at the STK callback's path: its request line is what is checked.
      stk: randomBytes(20).toString('hex'),
      tenantToken,
      incomingSms: lastSegment(sms.incomingurl),
      deliveryReports: lastSegment(sms.deliveryreporturl),
    },
    codes: [code],
  };
}

/** The code of the first SMS to `phone` after the `after` first messages the simulator got. */
async function codeSentTo(phone: string, after: number): Promise<string> {
  const to = `+254${phone.slice(1)}`;
  for (let tries = 0; tries < 100; tries += 1) {
    const message = simulator.messages.slice(after).find((sent) => sent.to === to);
    const code = message && /\b(\d{6})\b/.exec(message.message)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code was sent');
}

/** Whether `value` appears in `text` (a code as a number of its own, not inside a longer one). */
function occurrences(text: string, value: string): number {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = /^\d+$/.test(value) ? `(?<!\\d)${escaped}(?!\\d)` : escaped;
  return text.match(new RegExp(pattern, 'g'))?.length ?? 0;
}

let log = '';
let prepared: { secrets: Secrets; codes: string[] };

beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
  database = await serverDatabase();
  server = await startServerProcess(database, {
    LOG_LEVEL: 'info',
    PLATFORM_SMS_USERNAME: 'sandbox',
    PLATFORM_SMS_API_KEY: simulatorApiKey,
    PLATFORM_SMS_BASE_URL: simulator.url,
  });
  const app = remoteApp(server.url);
  // Sign-up codes arrive by SMS: the simulator holds what the server sent.
  readAccountMessagesFrom(app, () =>
    simulator.messages.map((sent) => ({ to: sent.to, text: sent.message })),
  );
  prepared = await prepare(app);
  const { secrets, codes } = prepared;
  for (const route of secretRoutes) {
    const request = route.request(secrets);
    const answer = await send(request);
    expect(answer.status, route.name).toBeLessThan(500);
    // The same path with a method no route takes: a 404 that no pattern describes.
    const other = await send({
      method: request.method === 'GET' ? 'POST' : 'GET',
      path: request.path,
    });
    expect(other.status, `${route.name} (other method)`).toBeLessThan(500);
  }
  // Secrets in a query string, on a route that has no use for them.
  const query = new URLSearchParams({ token: secrets.tenantToken, code: codes[0]!, page: '2' });
  await fetch(`${server.url}/api/auth/user?${query.toString()}`);
  await fetch(`${server.url}/api/auth/user?next=${secrets.c2b}`);
  server.signal('SIGTERM');
  expect(await exitCodeAfter(server)).toBe(0);
  log = server.output();
}, 120_000);

afterAll(async () => {
  server?.kill();
  await simulator?.close();
  await database?.drop();
});

describe('the server log', () => {
  it('records every request, by its route pattern or a redacted URL', () => {
    const requests = log.split('\n').filter((line) => line.includes('"incoming request"'));
    expect(requests.length).toBeGreaterThanOrEqual(secretRoutes.length * 2);
    expect(log).toContain('"url":"/api/c2b/:secret/confirmation"');
    expect(log).toContain('"url":"/api/public/tenant/:token/pay"');
    expect(log).toContain('"url":"/api/sms/delivery-reports/africastalking/:secret"');
  });

  it.each(secretRoutes.map((route) => [route.name, route] as const))(
    'holds no secret of the %s route',
    (_name, route) => {
      expect(occurrences(log, prepared.secrets[route.secret])).toBe(0);
    },
  );

  it('holds no account code', () => {
    for (const code of prepared.codes) expect(occurrences(log, code)).toBe(0);
  });
});
