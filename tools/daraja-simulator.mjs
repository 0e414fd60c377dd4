// A stand-in for Safaricom Daraja (M-PESA) speaking its wire format
// (docs/reference/mpesa-daraja.md): OAuth client-credentials tokens, C2B register URL,
// C2B validation + confirmation calls to the registered URLs, STK push with a callback after a
// short delay and a chosen result code, STK status query, Transaction Status (result POSTed
// to ResultURL), Pull Transactions register and query. Callbacks can come from a chosen local
// address (`sourceAddress`), so a server's source-address check can be tested on loopback.
// Tests drive it through `controls` and read what it received in `calls`.
//
//   import { startDarajaSimulator } from '../tools/daraja-simulator.mjs';
//   node tools/daraja-simulator.mjs --port 4020 [--key K --secret S] [--passkey 174379=PASSKEY]
//        [--production] [--stk-delay-ms 500]
//
// Under the CLI the controls are also reachable over HTTP:
//   POST /__simulator/pay-bill {shortcode, account, amount, transId?, firstName?, time?, deliver?}
//   POST /__simulator/next-stk-result {code}   ('none' = never call back)
//   POST /__simulator/complete-stk {checkoutRequestId, code, callback?, amount?, receipt?}
//   POST /__simulator/stk-query-answer {checkoutRequestId, answer}   (code, 'pending', 'unavailable')
//   POST /__simulator/repeat-last-callback
//   GET  /__simulator/calls
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
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

async function postJson(url, body, timeoutMs = 10_000, localAddress = undefined) {
  if (localAddress) return postJsonFrom(localAddress, url, body, timeoutMs);
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
 * postJson from a chosen local address (Node's http(s) request `localAddress`): on Linux any
 * 127.x.y.z is loopback, so a test server sees the call come from e.g. 127.0.0.2.
 */
function postJsonFrom(localAddress, url, body, timeoutMs) {
  const text = JSON.stringify(body);
  return new Promise((resolve) => {
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(raw);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, body: json ?? raw });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({ status: 0, body: null, error: String(error?.code ?? error?.message ?? error) }),
    );
    request.end(text);
  });
}

/** The instant of a YYYYMMDDHHmmss Kenya time. */
function fromKenyaTime(text) {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(text));
  if (!m) return new Date();
  const [y, mo, d, h, mi, sec] = m.slice(1).map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h - 3, mi, sec));
}

/** 'YYYY-MM-DD HH:mm:ss' (Kenya time), as Pull Transactions' dates are written; else undefined. */
function fromPullDate(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{1,2}):(\d{2}):(\d{2})$/.exec(String(text ?? '').trim());
  return m
    ? fromKenyaTime(`${m[1]}${m[2]}${m[3]}${m[4].padStart(2, '0')}${m[5]}${m[6]}`)
    : undefined;
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
 * - sourceAddress: the local address callbacks are POSTed from (e.g. '127.0.0.2')
 * - statusDelayMs: delay before a Transaction Status result is POSTed (default 50)
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
  const stkQueryAnswers = new Map(); // CheckoutRequestID -> result code | 'pending' | 'unavailable'
  const timers = new Set();
  let lastCallback; // {url, body}
  let counter = 0;
  let sourceAddress = options.sourceAddress;
  const statusDelayMs = options.statusDelayMs ?? 50;
  const c2bPayments = new Map(); // TransID -> {body, at: Date, delivered}
  const pullRegistered = new Map(); // shortcode -> {nominatedNumber, callbackUrl}
  const initiators = new Map(); // initiator name -> security credential (empty: any accepted)
  const pendingResults = new Set(); // Transaction Status results being delivered

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
    /** Transaction Status queries received: the request body. */
    statusQueries: [],
    /** Transaction Status results delivered: {url, body, status, answer}. */
    statusResults: [],
    pullRegistrations: [],
    /** Pull Transactions queries received: the request body. */
    pullQueries: [],
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
      // A test may make the callback say another amount or receipt than the push's.
      entry.receipt = entry.callbackReceipt ?? randomTransId();
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: entry.callbackAmount ?? Number(entry.request.Amount) },
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
    const answer = await postJson(url, body, undefined, sourceAddress);
    const record = { url, body, status: answer.status, answer: answer.body };
    calls.stkCallbacks.push(record);
    return record;
  }

  function handleStkQuery(body, res) {
    const problem = checkPassword(body);
    if (problem) return send(res, 400, errorBody('400.002.02', problem));
    const id = String(body?.CheckoutRequestID ?? '');
    calls.stkQueries.push({ checkoutRequestId: id });
    const answer = stkQueryAnswers.get(id);
    if (answer === 'unavailable') {
      return send(res, 503, errorBody('503.001.01', 'Service Unavailable'));
    }
    if (answer === 'pending') {
      return send(res, 500, errorBody('500.001.1001', 'The transaction is being processed'));
    }
    const entry = stkRequests.get(id);
    if (!entry) return send(res, 500, errorBody('500.001.1001', 'No transaction found'));
    // 'none': never called back; the prompt stays open until told otherwise.
    if (entry.state === 'pending' && answer === undefined) {
      return send(res, 500, errorBody('500.001.1001', 'The transaction is being processed'));
    }
    const code = answer ?? Number(entry.result);
    return send(res, 200, {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: entry.merchantRequestId,
      CheckoutRequestID: entry.checkoutRequestId,
      ResultCode: String(code),
      ResultDesc: stkResultTexts[code] ?? 'Failed',
    });
  }

  async function payBill({
    shortcode,
    account,
    amount,
    transId,
    firstName,
    time,
    msisdn,
    deliver,
  }) {
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
    // deliver: false: M-PESA took the money but its confirmation never reached the server.
    if (deliver === false) {
      rememberPayment(body, false);
      return { body, validation: undefined, confirmation: undefined, rejected: false };
    }
    let validation;
    if (validationOn.has(code)) {
      const answer = await postJson(urls.validationUrl, body, 8000, sourceAddress);
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
    rememberPayment(body, true);
    const answer = await postJson(urls.confirmationUrl, body, undefined, sourceAddress);
    const confirmation = { status: answer.status, answer: answer.body };
    calls.c2b.push({ kind: 'confirmation', url: urls.confirmationUrl, body, ...confirmation });
    return { body, validation, confirmation, rejected: false };
  }

  // ---------- Transaction Status and Pull Transactions (M-PESA's own records) ----------

  /** A C2B payment M-PESA took: what Transaction Status and Pull Transactions report. */
  function rememberPayment(body, delivered) {
    c2bPayments.set(body.TransID, { body, at: fromKenyaTime(body.TransTime), delivered });
  }

  /**
   * Acknowledges at once, then POSTs the Result to ResultURL: the receipt's details for a
   * payment it took, 2001 for a wrong initiator, an error for a receipt it does not know.
   */
  function handleTransactionStatus(body, res) {
    calls.statusQueries.push(body);
    const missing = [
      'Initiator',
      'SecurityCredential',
      'TransactionID',
      'PartyA',
      'ResultURL',
      'QueueTimeOutURL',
    ].find((field) => typeof body?.[field] !== 'string' || !body[field]);
    if (missing) return send(res, 400, errorBody('400.002.02', `Bad Request - Invalid ${missing}`));
    if (body.CommandID !== 'TransactionStatusQuery') {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid CommandID'));
    }
    if (String(body.IdentifierType) !== '4') {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid IdentifierType'));
    }
    for (const field of ['ResultURL', 'QueueTimeOutURL']) {
      if (urlProblem(body[field])) {
        return send(res, 400, errorBody('400.002.02', `Bad Request - Invalid ${field}`));
      }
    }
    counter += 1;
    const conversation = `AG_${kenyaTime().slice(0, 8)}_${randomBytes(8).toString('hex')}`;
    const originator = `${10000 + (counter % 90000)}-${Date.now()}-1`;
    send(res, 200, {
      OriginatorConversationID: originator,
      ConversationID: conversation,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
    const result = statusResult(body, originator, conversation);
    const timer = setTimeout(() => {
      timers.delete(timer);
      const delivery = postJson(body.ResultURL, result, undefined, sourceAddress).then((answer) => {
        calls.statusResults.push({
          url: body.ResultURL,
          body: result,
          status: answer.status,
          answer: answer.body,
        });
      });
      pendingResults.add(delivery);
      void delivery.finally(() => pendingResults.delete(delivery));
    }, statusDelayMs);
    timers.add(timer);
    return undefined;
  }

  function statusResult(body, originator, conversation) {
    const base = {
      ResultType: 0,
      OriginatorConversationID: originator,
      ConversationID: conversation,
      TransactionID: randomTransId(),
    };
    const expected = initiators.get(body.Initiator);
    if (initiators.size > 0 && expected !== body.SecurityCredential) {
      return {
        Result: { ...base, ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' },
      };
    }
    const payment = c2bPayments.get(String(body.TransactionID).toUpperCase());
    if (!payment || payment.body.BusinessShortCode !== String(body.PartyA)) {
      return {
        Result: {
          ...base,
          ResultCode: 'R000001',
          ResultDesc: 'The transaction receipt number does not exist.',
        },
      };
    }
    const p = payment.body;
    return {
      Result: {
        ...base,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        ResultParameters: {
          ResultParameter: [
            { Key: 'DebitPartyName', Value: `${p.MSISDN} - ${p.FirstName}` },
            { Key: 'CreditPartyName', Value: `${p.BusinessShortCode} - Paybill` },
            { Key: 'OriginatorConversationID', Value: originator },
            { Key: 'InitiatedTime', Value: Number(p.TransTime) },
            { Key: 'DebitAccountType', Value: 'MMF Account For Customer' },
            { Key: 'DebitPartyCharges' },
            { Key: 'TransactionReason' },
            { Key: 'ReasonType', Value: 'Pay Bill Online' },
            { Key: 'TransactionStatus', Value: 'Completed' },
            { Key: 'FinalisedTime', Value: Number(p.TransTime) },
            { Key: 'Amount', Value: Number(p.TransAmount) },
            { Key: 'ConversationID', Value: conversation },
            { Key: 'ReceiptNo', Value: p.TransID },
          ],
        },
        ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: body.Occasion ?? '' } },
      },
    };
  }

  function handlePullRegister(body, res) {
    const shortcode = String(body?.ShortCode ?? '');
    if (!/^\d{5,7}$/.test(shortcode)) {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid ShortCode'));
    }
    if (body?.RequestType !== 'Pull') {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid RequestType'));
    }
    if (!/^254[17]\d{8}$/.test(String(body?.NominatedNumber ?? ''))) {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid NominatedNumber'));
    }
    if (urlProblem(body?.CallBackURL)) {
      return send(res, 400, errorBody('400.002.02', 'Bad Request - Invalid CallBackURL'));
    }
    const entry = { nominatedNumber: body.NominatedNumber, callbackUrl: body.CallBackURL };
    pullRegistered.set(shortcode, entry);
    calls.pullRegistrations.push({ shortcode, ...entry });
    return send(res, 200, {
      ResponseRefID: `${randomBytes(4).toString('hex')}-${Date.now()}`,
      ResponseStatus: '1000',
      ShortCode: shortcode,
      ResponseDescription: 'Pull Transactions registered successfully',
    });
  }

  /** Pages of this many transactions; OffSetValue counts those already read. */
  const pullPageSize = 100;

  /**
   * HTTP 200 whatever happens, as M-PESA does: ResponseCode 1000 with the shortcode's payments
   * between the dates (delivered or not; the last 48 hours only), 1001 when none.
   */
  function handlePullQuery(body, res) {
    calls.pullQueries.push(body);
    const shortcode = String(body?.ShortCode ?? '');
    const refId = `${randomBytes(4).toString('hex')}-${Date.now()}`;
    if (!pullRegistered.has(shortcode)) {
      return send(res, 200, {
        ResponseRefID: refId,
        ResponseCode: '1002',
        ResponseMessage: 'Shortcode not registered for Pull',
        Response: [],
      });
    }
    const from = fromPullDate(body?.StartDate);
    const to = fromPullDate(body?.EndDate);
    const offset = Number(body?.OffSetValue ?? 0);
    if (!from || !to || !Number.isInteger(offset) || offset < 0) {
      return send(res, 200, {
        ResponseRefID: refId,
        ResponseCode: '1003',
        ResponseMessage: 'Invalid dates or offset',
        Response: [],
      });
    }
    const oldest = Date.now() - 48 * 3600 * 1000;
    const found = [...c2bPayments.values()]
      .filter((p) => p.body.BusinessShortCode === shortcode)
      .filter((p) => p.at >= from && p.at <= to && p.at.getTime() >= oldest)
      .sort((a, b) => a.at - b.at)
      .slice(offset, offset + pullPageSize);
    if (found.length === 0) {
      return send(res, 200, {
        ResponseRefID: refId,
        ResponseCode: '1001',
        ResponseMessage: 'No transactions found',
        Response: [],
      });
    }
    return send(res, 200, {
      ResponseRefID: refId,
      ResponseCode: '1000',
      ResponseMessage: 'Success',
      Response: [
        found.map((p) => ({
          transactionId: p.body.TransID,
          trxDate: p.at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          msisdn: p.body.MSISDN,
          sender: 'UNKNOWN',
          transactiontype: 'c2b-pay-bill-debit',
          billreference: p.body.BillRefNumber,
          amount: p.body.TransAmount,
          organizationname: 'Simulated organization',
        })),
      ],
    });
  }

  const controls = {
    payBill,
    /** The result code of the next STK push (queued in order); 'none' = never call back. */
    nextStkResult(code) {
      stkQueue.push(code === 'none' ? 'none' : Number(code));
    },
    /**
     * Completes a push left open by 'none' (or any pending one) with `code`, calling back; a
     * success's callback may say another `amount` (KES) or `receipt` than the push's.
     */
    async completeStk(checkoutRequestId, code = 0, { callback = true, amount, receipt } = {}) {
      const entry = stkRequests.get(checkoutRequestId);
      if (!entry) throw new Error(`Unknown CheckoutRequestID ${checkoutRequestId}`);
      entry.result = code;
      entry.callbackAmount = amount;
      entry.callbackReceipt = receipt;
      if (!callback) {
        entry.state = 'done';
        return undefined;
      }
      return completeStk(entry);
    },
    /**
     * What the STK query answers for a CheckoutRequestID from now on, whatever the push did: a
     * result code (0 success, 1032 cancelled...), 'pending' (still being processed) or
     * 'unavailable' (503). `undefined` goes back to the push's own result.
     */
    answerStkQuery(checkoutRequestId, answer) {
      if (answer === undefined) stkQueryAnswers.delete(checkoutRequestId);
      else stkQueryAnswers.set(checkoutRequestId, answer);
    },
    /** Delivers the last C2B confirmation or STK callback again, unchanged. */
    async repeatLastCallback() {
      if (!lastCallback) throw new Error('No callback delivered yet');
      const { url, body } = lastCallback;
      const answer = await postJson(url, body, undefined, sourceAddress);
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
    /** The local address callbacks are POSTed from (undefined: the system's choice). */
    setSourceAddress(address) {
      sourceAddress = address;
    },
    /** Only this initiator and credential may ask Transaction Status; no name: any may. */
    setInitiator(name, credential) {
      initiators.clear();
      if (name !== undefined) initiators.set(name, credential);
    },
    /** The C2B payments M-PESA took, delivered or not (what Pull and Transaction Status see). */
    knownPayments() {
      return [...c2bPayments.values()].map((p) => ({ ...p.body, delivered: p.delivered }));
    },
    pullRegistration(shortcode) {
      return pullRegistered.get(String(shortcode));
    },
    /** Settles once every Transaction Status result due has been delivered. */
    async statusResultsDelivered() {
      while (timers.size > 0 || pendingResults.size > 0) {
        await Promise.all([...pendingResults]);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
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
      stkQueryAnswers.clear();
      lastCallback = undefined;
      c2bPayments.clear();
      pullRegistered.clear();
      initiators.clear();
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
    if (path === '/mpesa/transactionstatus/v1/query') return handleTransactionStatus(body, res);
    if (path === '/pulltransactions/v1/register') return handlePullRegister(body, res);
    if (path === '/pulltransactions/v1/query') return handlePullQuery(body, res);
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
    if (path === '/__simulator/complete-stk') {
      try {
        const { checkoutRequestId, code, callback, amount, receipt } = body ?? {};
        const options = { callback, amount, receipt };
        return send(res, 200, (await controls.completeStk(checkoutRequestId, code, options)) ?? {});
      } catch (error) {
        return send(res, 400, { error: String(error.message) });
      }
    }
    if (path === '/__simulator/stk-query-answer') {
      controls.answerStkQuery(String(body?.checkoutRequestId ?? ''), body?.answer ?? undefined);
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
