// A stand-in for Safaricom Daraja (M-PESA) speaking its wire format
// (../shared/reference/mpesa-daraja.md): OAuth client-credentials tokens, C2B register URL,
// C2B validation + confirmation calls to the registered URLs, STK push with a callback after a
// short delay and a chosen result code, STK status query. Tests drive it through `controls`
// and read what it received in `calls`.
//
//   import { startDarajaSimulator } from '../tools/daraja-simulator.mjs';
//   node tools/daraja-simulator.mjs --port 4020 [--key K --secret S] [--passkey 174379=PASSKEY]
//        [--production] [--stk-delay-ms 500]
//
// Under the CLI the controls are also reachable over HTTP:
//   POST /__simulator/pay-bill {shortcode, account, amount, transId?, firstName?, time?}
//   POST /__simulator/next-stk-result {code}   ('none' = never call back)
//   POST /__simulator/repeat-last-callback
//   GET  /__simulator/calls
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/** The public sandbox app and passkey (shortcode 174379), accepted unless told otherwise. */
export const sandboxPasskey = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

const forbiddenWords = ['m-pesa', 'mpesa', 'safaricom', 'exec', 'exe', 'cmd', 'sql', 'query'];

/** YYYYMMDDHHmmss in Kenya time (UTC+3). */
export function kenyaTime(date = new Date()) {
  const k = new Date(date.getTime() + 3 * 3600 * 1000);
  const p = (n, w = 2) => String(n).padStart(w, '0');
  return (
    p(k.getUTCFullYear(), 4) +
    p(k.getUTCMonth() + 1) +
    p(k.getUTCDate()) +
    p(k.getUTCHours()) +
    p(k.getUTCMinutes()) +
    p(k.getUTCSeconds())
  );
}

/** 10 upper-case letters and digits, like a real M-PESA receipt. */
export function randomTransId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(10);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

const stkResultTexts = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  17: 'Rule limited.',
  1019: 'Transaction has expired.',
  1032: 'Request cancelled by user.',
  1037: 'DS timeout user cannot be reached.',
  2001: 'The initiator information is invalid.',
};

function errorBody(errorCode, errorMessage) {
  return {
    requestId: `${randomBytes(4).toString('hex')}-${Date.now()}`,
    errorCode,
    errorMessage,
  };
}

async function postJson(url, body, timeoutMs = 10_000) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, body: json ?? text };
  } catch (error) {
    return { status: 0, body: null, error: String(error?.cause?.code ?? error?.message ?? error) };
  }
}

/**
 * Starts the simulator. Options:
 * - port (0 = any free one), host
 * - consumers: [{key, secret}] accepted for OAuth (default [{key:'test-key', secret:'test-secret'}])
 * - passkeys: {shortcode: passkey} for STK push (default {174379: sandbox passkey}); an
 *   unknown shortcode's Password is not checked
 * - production: true → register URL enforces https/no localhost and registers once per shortcode
 * - stkDelayMs: delay before the STK callback (default 200)
 * - httpControls: expose /__simulator/* (default true under the CLI)
 */
export async function startDarajaSimulator(options = {}) {
  const consumers = [...(options.consumers ?? [{ key: 'test-key', secret: 'test-secret' }])];
  const passkeys = { 174379: sandboxPasskey, ...(options.passkeys ?? {}) };
  let production = Boolean(options.production);
  let stkDelayMs = options.stkDelayMs ?? 200;
  const tokens = new Map(); // token -> consumer key
  const registered = new Map(); // shortcode -> {confirmationUrl, validationUrl, responseType}
  const validationOn = new Set(); // shortcodes whose validation M-PESA calls
  const stkRequests = new Map(); // CheckoutRequestID -> {request, result, state, callback}
  const stkQueue = []; // result codes for the next pushes
  const timers = new Set();
  let lastCallback; // {url, body}
  let counter = 0;

  const calls = {
    /** Every HTTP request received: {at, method, path, body}. */
    requests: [],
    tokens: 0,
    registrations: [],
    /** C2B calls made to our server: {kind, url, body, status, answer}. */
    c2b: [],
    stkPushes: [],
    /** STK callbacks delivered: {url, body, status}. */
    stkCallbacks: [],
    stkQueries: [],
  };

  function bearer(req) {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    return match && tokens.has(match[1]) ? match[1] : undefined;
  }

  function handleOauth(req, url, res) {
    if (url.searchParams.get('grant_type') !== 'client_credentials') {
      return send(res, 400, errorBody('400.008.02', 'Invalid grant type passed'));
    }
    const match = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
    const decoded = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const index = decoded.indexOf(':');
    const key = decoded.slice(0, index);
    const secret = decoded.slice(index + 1);
    if (index < 0 || !consumers.some((c) => c.key === key && c.secret === secret)) {
      return send(res, 400, errorBody('400.008.01', 'Invalid Authentication passed'));
    }
    const token = randomBytes(18).toString('base64url');
    tokens.set(token, key);
    calls.tokens += 1;
    return send(res, 200, { access_token: token, expires_in: '3599' });
  }

  function urlProblem(value) {
    if (typeof value !== 'string' || !value) return 'Invalid URL';
    const lower = value.toLowerCase();
    if (forbiddenWords.some((word) => lower.includes(word))) return 'Invalid URL';
    let parsed;
    try {
      parsed = new URL(value);
    } catch {
      return 'Invalid URL';
    }
    if (production) {
      if (parsed.protocol !== 'https:') return 'Invalid URL';
      if (/^(localhost|127\.|0\.0\.0\.0|\[::1\])/i.test(parsed.hostname)) return 'Invalid URL';
    }
    return undefined;
  }

  function handleRegister(body, res) {
    const shortcode = String(body?.ShortCode ?? '');
    if (!/^\d{5,7}$/.test(shortcode)) {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid ShortCode'));
    }
    if (!['Completed', 'Cancelled'].includes(body?.ResponseType)) {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid ResponseType'));
    }
    for (const field of ['ConfirmationURL', 'ValidationURL']) {
      if (urlProblem(body?.[field])) {
        return send(res, 400, errorBody('400.002.02', `Bad Request - Invalid ${field}`));
      }
    }
    if (production && registered.has(shortcode)) {
      return send(res, 500, errorBody('500.003.1001', 'Urls are already registered'));
    }
    const entry = {
      confirmationUrl: body.ConfirmationURL,
      validationUrl: body.ValidationURL,
      responseType: body.ResponseType,
    };
    registered.set(shortcode, entry);
    calls.registrations.push({ shortcode, ...entry });
    return send(res, 200, {
      OriginatorCoversationID: `${randomBytes(3).toString('hex')}-${Date.now()}-1`,
      ResponseCode: '0',
      ResponseDescription: 'Success',
    });
  }

  function checkPassword(body) {
    const shortcode = String(body?.BusinessShortCode ?? '');
    const timestamp = String(body?.Timestamp ?? '');
    if (!/^\d{14}$/.test(timestamp)) return 'Bad Request - Invalid Timestamp';
    const passkey = passkeys[shortcode];
    if (passkey === undefined) return undefined;
    const expected = Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
    return body?.Password === expected ? undefined : 'Bad Request - Invalid Password';
  }

  function handleStkPush(body, res) {
    const problem = checkPassword(body);
    if (problem) return send(res, 400, errorBody('400.002.02', problem));
    const phone = String(body?.PhoneNumber ?? '');
    if (!/^254[17]\d{8}$/.test(phone)) {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid PhoneNumber'));
    }
    const amount = Number(body?.Amount);
    if (!Number.isFinite(amount) || amount < 1) {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid Amount'));
    }
    if (typeof body?.CallBackURL !== 'string' || !/^https?:\/\//.test(body.CallBackURL)) {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid CallBackURL'));
    }
    counter += 1;
    const merchantRequestId = `${10000 + (counter % 90000)}-${Date.now()}-1`;
    const checkoutRequestId = `ws_CO_${kenyaTime().slice(2)}${String(counter).padStart(6, '0')}${randomBytes(2).toString('hex')}`;
    const result = stkQueue.length > 0 ? stkQueue.shift() : 0;
    const entry = {
      request: body,
      merchantRequestId,
      checkoutRequestId,
      result,
      state: 'pending',
      receipt: undefined,
    };
    stkRequests.set(checkoutRequestId, entry);
    calls.stkPushes.push({ checkoutRequestId, body, result });
    send(res, 200, {
      MerchantRequestID: merchantRequestId,
      CheckoutRequestID: checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
    if (result === 'none') return undefined;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void completeStk(entry);
    }, stkDelayMs);
    timers.add(timer);
    return undefined;
  }

  async function completeStk(entry) {
    const code = Number(entry.result);
    entry.state = 'done';
    const stkCallback = {
      MerchantRequestID: entry.merchantRequestId,
      CheckoutRequestID: entry.checkoutRequestId,
      ResultCode: code,
      ResultDesc: stkResultTexts[code] ?? 'Failed',
    };
    if (code === 0) {
      entry.receipt = randomTransId();
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: Number(entry.request.Amount) },
          { Name: 'MpesaReceiptNumber', Value: entry.receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(kenyaTime()) },
          { Name: 'PhoneNumber', Value: Number(entry.request.PhoneNumber) },
        ],
      };
    }
    const body = { Body: { stkCallback } };
    return deliverCallback(entry.request.CallBackURL, body);
  }

  async function deliverCallback(url, body) {
    lastCallback = { url, body };
    const answer = await postJson(url, body);
    const record = { url, body, status: answer.status, answer: answer.body };
    calls.stkCallbacks.push(record);
    return record;
  }

  function handleStkQuery(body, res) {
    const problem = checkPassword(body);
    if (problem) return send(res, 400, errorBody('400.002.02', problem));
    const id = String(body?.CheckoutRequestID ?? '');
    calls.stkQueries.push({ checkoutRequestId: id });
    const entry = stkRequests.get(id);
    if (!entry) return send(res, 500, errorBody('500.001.1001', 'No transaction found'));
    // 'none': never called back; the prompt stays open until told otherwise.
    if (entry.state === 'pending') {
      return send(res, 500, errorBody('500.001.1001', 'The transaction is being processed'));
    }
    const code = Number(entry.result);
    return send(res, 200, {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: entry.merchantRequestId,
      CheckoutRequestID: entry.checkoutRequestId,
      ResultCode: String(code),
      ResultDesc: stkResultTexts[code] ?? 'Failed',
    });
  }

  async function payBill({ shortcode, account, amount, transId, firstName, time, msisdn }) {
    const code = String(shortcode);
    const urls = registered.get(code);
    if (!urls) throw new Error(`No URLs registered for shortcode ${code}`);
    const body = {
      TransactionType: 'Pay Bill',
      TransID: transId ?? randomTransId(),
      TransTime: time ?? kenyaTime(),
      TransAmount: typeof amount === 'number' ? amount.toFixed(2) : String(amount),
      BusinessShortCode: code,
      BillRefNumber: String(account),
      InvoiceNumber: '',
      OrgAccountBalance: '25.00',
      ThirdPartyTransID: '',
      MSISDN: msisdn ?? '2547 ***** 126',
      FirstName: firstName ?? 'JOHN',
      MiddleName: '',
      LastName: '',
    };
    let validation;
    if (validationOn.has(code)) {
      const answer = await postJson(urls.validationUrl, body, 8000);
      validation = { status: answer.status, answer: answer.body };
      calls.c2b.push({ kind: 'validation', url: urls.validationUrl, body, ...validation });
      const accepted =
        answer.status === 200 &&
        answer.body &&
        typeof answer.body === 'object' &&
        String(answer.body.ResultCode) === '0';
      const unreachable = answer.status === 0 || answer.status >= 500;
      if (!accepted && !(unreachable && urls.responseType === 'Completed')) {
        return { body, validation, confirmation: undefined, rejected: true };
      }
    }
    lastCallback = { url: urls.confirmationUrl, body };
    const answer = await postJson(urls.confirmationUrl, body);
    const confirmation = { status: answer.status, answer: answer.body };
    calls.c2b.push({ kind: 'confirmation', url: urls.confirmationUrl, body, ...confirmation });
    return { body, validation, confirmation, rejected: false };
  }

  const controls = {
    payBill,
    /** The result code of the next STK push (queued in order); 'none' = never call back. */
    nextStkResult(code) {
      stkQueue.push(code === 'none' ? 'none' : Number(code));
    },
    /** Completes a push left open by 'none' (or any pending one) with `code`, calling back. */
    async completeStk(checkoutRequestId, code = 0, { callback = true } = {}) {
      const entry = stkRequests.get(checkoutRequestId);
      if (!entry) throw new Error(`Unknown CheckoutRequestID ${checkoutRequestId}`);
      entry.result = code;
      if (!callback) {
        entry.state = 'done';
        return undefined;
      }
      return completeStk(entry);
    },
    /** Delivers the last C2B confirmation or STK callback again, unchanged. */
    async repeatLastCallback() {
      if (!lastCallback) throw new Error('No callback delivered yet');
      const { url, body } = lastCallback;
      const answer = await postJson(url, body);
      const record = { url, body, status: answer.status, answer: answer.body };
      if (body.Body) calls.stkCallbacks.push(record);
      else calls.c2b.push({ kind: 'confirmation', ...record });
      return record;
    },
    enableValidation(shortcode, on = true) {
      if (on) validationOn.add(String(shortcode));
      else validationOn.delete(String(shortcode));
    },
    registeredUrls(shortcode) {
      return registered.get(String(shortcode));
    },
    setProduction(on) {
      production = Boolean(on);
    },
    setStkDelayMs(ms) {
      stkDelayMs = ms;
    },
    addConsumer(key, secret) {
      consumers.push({ key, secret });
    },
    setPasskey(shortcode, passkey) {
      passkeys[String(shortcode)] = passkey;
    },
    /** Invalidates every issued token (the next call with one answers 401). */
    revokeTokens() {
      tokens.clear();
    },
    reset() {
      registered.clear();
      validationOn.clear();
      stkRequests.clear();
      stkQueue.length = 0;
      lastCallback = undefined;
      for (const key of Object.keys(calls)) {
        if (Array.isArray(calls[key])) calls[key].length = 0;
      }
      calls.tokens = 0;
    },
  };

  const httpControls = options.httpControls ?? false;

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://simulator');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = undefined;
          if (req.method === 'POST') {
            return send(res, 400, errorBody('400.002.05', 'Invalid Request Payload'));
          }
        }
      }
      calls.requests.push({
        at: new Date().toISOString(),
        method: req.method,
        path: url.pathname,
        body,
      });
      void route(req, url, body, res).catch((error) => {
        send(res, 500, errorBody('500.000.0000', String(error?.message ?? error)));
      });
      return undefined;
    });
  });

  async function route(req, url, body, res) {
    const path = url.pathname;
    if (req.method === 'GET' && path === '/oauth/v1/generate') return handleOauth(req, url, res);
    if (httpControls && path.startsWith('/__simulator/')) return httpControl(path, body, res);
    if (req.method !== 'POST') return send(res, 404, errorBody('404.001.01', 'Resource not found'));
    if (!bearer(req)) {
      return send(res, 401, errorBody('404.001.03', 'Invalid Access Token'));
    }
    if (path === '/mpesa/c2b/v1/registerurl' || path === '/mpesa/c2b/v2/registerurl') {
      return handleRegister(body, res);
    }
    if (path === '/mpesa/stkpush/v1/processrequest') return handleStkPush(body, res);
    if (path === '/mpesa/stkpushquery/v1/query') return handleStkQuery(body, res);
    if (path === '/mpesa/c2b/v1/simulate') {
      const result = await payBill({
        shortcode: body?.ShortCode,
        account: body?.BillRefNumber ?? '',
        amount: Number(body?.Amount ?? 0),
      }).catch((error) => ({ error: String(error.message) }));
      if (result.error) return send(res, 400, errorBody('400.002.02', result.error));
      return send(res, 200, {
        OriginatorCoversationID: randomBytes(4).toString('hex'),
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }
    return send(res, 404, errorBody('404.001.01', 'Resource not found'));
  }

  async function httpControl(path, body, res) {
    if (path === '/__simulator/calls') return send(res, 200, calls);
    if (path === '/__simulator/pay-bill') {
      try {
        return send(res, 200, await payBill(body ?? {}));
      } catch (error) {
        return send(res, 400, { error: String(error.message) });
      }
    }
    if (path === '/__simulator/next-stk-result') {
      controls.nextStkResult(body?.code ?? 0);
      return send(res, 200, { ok: true });
    }
    if (path === '/__simulator/repeat-last-callback') {
      try {
        return send(res, 200, await controls.repeatLastCallback());
      } catch (error) {
        return send(res, 400, { error: String(error.message) });
      }
    }
    if (path === '/__simulator/enable-validation') {
      controls.enableValidation(body?.shortcode, body?.on ?? true);
      return send(res, 200, { ok: true });
    }
    if (path === '/__simulator/reset') {
      controls.reset();
      return send(res, 200, { ok: true });
    }
    return send(res, 404, { error: 'Unknown control' });
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address();
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  const url = `http://${host}:${address.port}`;

  return {
    url,
    controls,
    calls,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res, status, body) {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function argValue(args, name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const key = argValue(args, '--key');
  const secret = argValue(args, '--secret');
  const passkeyArg = argValue(args, '--passkey');
  const passkeys = {};
  if (passkeyArg) {
    const [shortcode, passkey] = passkeyArg.split('=');
    passkeys[shortcode] = passkey;
  }
  const simulator = await startDarajaSimulator({
    port: Number(argValue(args, '--port') ?? 4020),
    host: argValue(args, '--host') ?? '127.0.0.1',
    consumers:
      key && secret
        ? [{ key, secret }]
        : [
            {
              key: process.env.MPESA_CONSUMER_KEY ?? 'test-key',
              secret: process.env.MPESA_CONSUMER_SECRET ?? 'test-secret',
            },
          ],
    passkeys,
    production: args.includes('--production'),
    stkDelayMs: Number(argValue(args, '--stk-delay-ms') ?? 500),
    httpControls: true,
  });
  console.log(`Daraja simulator listening on ${simulator.url}`);
  console.log(`Point the server at it: MPESA_BASE_URL=${simulator.url}`);
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
