// A stand-in for Africa's Talking's SMS API that speaks its wire format
// (docs/reference/africastalking-sms.md): form-urlencoded POST /version1/messaging with an
// apiKey header; 201 with SMSMessageData per recipient; 401 plain text on a wrong key. Tests
// drive it through `controls` (failures, hangs, invalid numbers, delivery reports, incoming
// messages, opt-outs) and count what it received, so "never twice" can be asserted where the message
// would leave the machine.
//
//   import { startAfricasTalkingSimulator } from '../tools/africastalking-simulator.mjs';
//   node tools/africastalking-simulator.mjs --port 4010 [--api-key KEY] [--invalid +2547...]
//        [--callback http://localhost:3000/api/sms/delivery-reports/africastalking/<secret>]
//        [--auto-report]
//        [--incoming http://localhost:3000/api/sms/incoming/<secret>] [--short-code 22384]
//        [--opt-out http://localhost:3000/api/sms/opt-out/<secret>]
//
// Under the CLI, the same controls are reachable over HTTP: GET /__simulator/messages,
// POST /__simulator/fail-next?count=N&status=500, /__simulator/hang-next?count=N,
// /__simulator/report (form or JSON: id, status, failureReason, and optionally url),
// /__simulator/callback (form or JSON: url, and optionally autoReport true/false/before-answer):
// where delivery reports go from now on (the organization's secret path), /__simulator/reset,
// /__simulator/incoming (form or JSON: from, text, and optionally to, id, date, linkId, url):
// a tenant's SMS posted to the incoming-messages URL, as the provider posts it;
// /__simulator/opt-out (form or JSON: phoneNumber, and optionally senderId, url): a "Bulk SMS
// Opt Out" notification posted to the opt-out URL.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const pricePerPart = 0.8;
const statusNames = {
  100: 'Processed',
  101: 'Success',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

// Parts as the networks count them: GSM-7 160/153, otherwise UCS-2 70/67.
const gsm7Basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsm7Extension = '^{}\\[~]|€\f';

export function smsParts(text) {
  let units = 0;
  for (const char of text) {
    if (gsm7Basic.includes(char)) units += 1;
    else if (gsm7Extension.includes(char)) units += 2;
    else return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
  }
  return units <= 160 ? 1 : Math.ceil(units / 153);
}

const kes = (amount) => `KES ${amount.toFixed(4)}`;

/** The provider's `date` of an incoming message: "2026-11-23 10:15:02" (UTC). */
const incomingDate = (at) => at.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Starts the simulator. Options: port (0 = any free one), host, apiKeys (accepted apiKey
 * headers), username (when set, another username is refused like a wrong key), invalidNumbers
 * (answered 403 InvalidPhoneNumber), recipientCodes ({number: statusCode} for any other
 * refusal), callbackUrl (where delivery reports are posted: the organization's
 * /api/sms/delivery-reports/africastalking/<secret>), autoReport (true: a Success report
 * after each answer; 'before-answer': before it, as when the provider's callback overtakes its
 * own answer),
 * incomingUrl (where incoming messages are posted), shortCode (their `to`, default 22384),
 * optOutUrl (where opt-out notifications are posted).
 */
export async function startAfricasTalkingSimulator(options = {}) {
  const state = {
    apiKeys: new Set(options.apiKeys ?? ['simulator-api-key']),
    username: options.username,
    invalidNumbers: new Set(options.invalidNumbers ?? []),
    recipientCodes: new Map(Object.entries(options.recipientCodes ?? {})),
    callbackUrl: options.callbackUrl,
    autoReport: options.autoReport ?? false,
    incomingUrl: options.incomingUrl,
    shortCode: options.shortCode ?? '22384',
    optOutUrl: options.optOutUrl,
    failures: [],
    hangs: 0,
    // keep: false (a bench's million messages): neither requests nor messages are kept, each
    // message is only given to onMessage.
    keep: options.keep ?? true,
    onMessage: options.onMessage,
  };
  /** Every message the gateway took (each recipient of each request), in order. */
  const messages = [];
  /** Every request that reached /version1/messaging, with how it was answered. */
  const requests = [];
  const hanging = new Set();

  const controls = {
    /** The next `count` requests answer `status` (500 by default) and send nothing. */
    failNext(count = 1, status = 500) {
      for (let i = 0; i < count; i += 1) state.failures.push(status);
    },
    /**
     * The next `count` requests are taken (the messages count as received: the gateway got
     * them) but never answered, as when the provider is slow: the client times out.
     */
    hangNext(count = 1) {
      state.hangs += count;
    },
    addInvalidNumber(number) {
      state.invalidNumbers.add(number);
    },
    setRecipientCode(number, statusCode) {
      state.recipientCodes.set(number, statusCode);
    },
    setApiKeys(keys) {
      state.apiKeys = new Set(keys);
    },
    setCallbackUrl(url, autoReport = state.autoReport) {
      state.callbackUrl = url;
      state.autoReport = autoReport;
    },
    /**
     * Posts a delivery report to the callback URL (or the report's own `url`), as the provider
     * does.
     */
    async sendDeliveryReport(report) {
      const target = report.url ?? state.callbackUrl;
      if (!target) throw new Error('No callback URL is set');
      const sent = messages.find((message) => message.messageId === report.id);
      const fields = {
        id: report.id,
        status: report.status ?? 'Success',
        phoneNumber: report.phoneNumber ?? sent?.to ?? '',
        networkCode: report.networkCode ?? '63902',
        ...(report.failureReason ? { failureReason: report.failureReason } : {}),
      };
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      return { status: response.status, body: await response.text() };
    },
    setIncomingUrl(url) {
      state.incomingUrl = url;
    },
    /**
     * Posts an SMS a subscriber sent to the short code to the incoming-messages URL, as the
     * provider does: form-urlencoded `from`, `to`, `text`, `date`, `id`, `linkId`, `networkCode`.
     * A new `id` unless one is given (give the same one to play a retried callback).
     */
    async sendIncomingMessage(message) {
      const url = message.url ?? state.incomingUrl;
      if (!url) throw new Error('No incoming-messages URL is set');
      const id = message.id ?? randomUUID();
      const fields = {
        from: message.from,
        to: message.to ?? state.shortCode,
        text: message.text,
        date: message.date ?? incomingDate(new Date()),
        id,
        linkId: message.linkId ?? randomUUID(),
        networkCode: message.networkCode ?? '63902',
      };
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      return { status: response.status, body: await response.text(), id };
    },
    setOptOutUrl(url) {
      state.optOutUrl = url;
    },
    /**
     * Posts a "Bulk SMS Opt Out" notification to the opt-out URL, as the provider does when a
     * subscriber opts out of a sender id: form-urlencoded `senderId`, `phoneNumber`. The sender
     * id is, unless given, the one last used to message that number (empty for the default).
     */
    async sendOptOut(notice) {
      const url = notice.url ?? state.optOutUrl;
      if (!url) throw new Error('No opt-out URL is set');
      const last = messages.findLast((message) => message.to === notice.phoneNumber);
      const fields = {
        senderId: notice.senderId ?? last?.from ?? '',
        phoneNumber: notice.phoneNumber,
      };
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      return { status: response.status, body: await response.text() };
    },
    /** Forgets received messages, failures and hangs (keeps keys and numbers). */
    reset() {
      messages.length = 0;
      requests.length = 0;
      state.failures.length = 0;
      state.hangs = 0;
    },
    /** How many times the gateway took a message to this number with this text. */
    countOf(to, text) {
      return messages.filter((m) => m.to === to && (text === undefined || m.message === text))
        .length;
    },
  };

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      handle(request, response, body).catch((error) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      });
    });
  });

  async function handle(request, response, body) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    if (url.pathname.startsWith('/__simulator/') && options.httpControls) {
      return handleControl(url, request, response, body);
    }
    if (request.method !== 'POST' || url.pathname !== '/version1/messaging') {
      return text(response, 404, 'Not found');
    }
    const form = Object.fromEntries(new URLSearchParams(body));
    const record = { at: new Date().toISOString(), form, status: 0 };
    if (state.keep) requests.push(record);
    const apiKey = request.headers.apikey;
    const usernameOk = !state.username || form.username === state.username;
    if (typeof apiKey !== 'string' || !state.apiKeys.has(apiKey) || !usernameOk) {
      record.status = 401;
      return text(response, 401, 'The supplied authentication is invalid');
    }
    const missing = ['username', 'to', 'message'].find((field) => !form[field]);
    if (missing) {
      record.status = 400;
      return text(response, 400, `Request is missing required form field '${missing}'`);
    }
    const failure = state.failures.shift();
    if (failure !== undefined) {
      record.status = failure;
      return text(response, failure, 'Internal Server Error');
    }
    const recipients = form.to.split(',').map((to) => take(to.trim(), form));
    if (state.hangs > 0) {
      state.hangs -= 1;
      record.status = 'hung';
      hanging.add(response);
      return undefined;
    }
    const accepted = recipients.filter((r) => r.statusCode === 101);
    const total = accepted.reduce((sum, r) => sum + Number(r.cost.slice(4)), 0);
    // 'before-answer': the report reaches the client before the answer to its own request.
    if (state.autoReport === 'before-answer' && state.callbackUrl) {
      for (const r of accepted) {
        await controls.sendDeliveryReport({ id: r.messageId, status: 'Success' }).catch(() => {});
      }
    }
    record.status = 201;
    response.writeHead(201, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        SMSMessageData: {
          Message: `Sent to ${accepted.length}/${recipients.length} Total Cost: ${kes(total)}`,
          Recipients: recipients,
        },
      }),
    );
    if (state.autoReport === true && state.callbackUrl) {
      for (const r of accepted) {
        void controls.sendDeliveryReport({ id: r.messageId, status: 'Success' }).catch(() => {});
      }
    }
    return undefined;
  }

  /** One recipient: refused (recorded with no id) or taken and recorded as received. */
  function take(to, form) {
    const code = state.invalidNumbers.has(to) ? 403 : Number(state.recipientCodes.get(to) ?? 101);
    if (code !== 101) {
      return {
        statusCode: code,
        number: to,
        status: statusNames[code] ?? 'Failed',
        cost: '0',
        messageId: 'None',
      };
    }
    const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
    const cost = kes(pricePerPart * smsParts(form.message));
    const message = {
      messageId,
      username: form.username,
      to,
      message: form.message,
      from: form.from ?? null,
      cost,
      at: new Date().toISOString(),
    };
    if (state.keep) messages.push(message);
    state.onMessage?.(message);
    return { statusCode: 101, number: to, status: 'Success', cost, messageId };
  }

  async function handleControl(url, request, response, body) {
    const count = Number(url.searchParams.get('count') ?? 1);
    switch (url.pathname) {
      case '/__simulator/messages':
        return json(response, 200, { messages, requests });
      case '/__simulator/fail-next':
        controls.failNext(count, Number(url.searchParams.get('status') ?? 500));
        return json(response, 200, { ok: true });
      case '/__simulator/hang-next':
        controls.hangNext(count);
        return json(response, 200, { ok: true });
      case '/__simulator/reset':
        controls.reset();
        return json(response, 200, { ok: true });
      case '/__simulator/report': {
        const isJson = (request.headers['content-type'] ?? '').includes('json');
        const fields = isJson ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
        return json(response, 200, await controls.sendDeliveryReport(fields));
      }
      case '/__simulator/callback': {
        const isJson = (request.headers['content-type'] ?? '').includes('json');
        const fields = isJson ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
        if (typeof fields.url !== 'string' || !fields.url) return json(response, 400, {});
        const auto = String(fields.autoReport ?? '');
        const autoReport = auto === 'before-answer' ? auto : auto ? auto === 'true' : undefined;
        controls.setCallbackUrl(fields.url, autoReport);
        return json(response, 200, { ok: true });
      }
      case '/__simulator/incoming': {
        const isJson = (request.headers['content-type'] ?? '').includes('json');
        const fields = isJson ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
        return json(response, 200, await controls.sendIncomingMessage(fields));
      }
      case '/__simulator/opt-out': {
        const isJson = (request.headers['content-type'] ?? '').includes('json');
        const fields = isJson ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
        return json(response, 200, await controls.sendOptOut(fields));
      }
      default:
        return text(response, 404, 'Not found');
    }
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address();
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url,
    port: address.port,
    messages,
    requests,
    controls,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function text(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'text/plain' }).end(body);
}

function json(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function cliOptions(argv) {
  const options = { apiKeys: [], invalidNumbers: [], httpControls: true };
  for (let i = 0; i < argv.length; i += 1) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (name === '--port') options.port = Number(value);
    else if (name === '--host') options.host = value;
    else if (name === '--api-key') options.apiKeys.push(value);
    else if (name === '--username') options.username = value;
    else if (name === '--invalid') options.invalidNumbers.push(value);
    else if (name === '--callback') options.callbackUrl = value;
    else if (name === '--incoming') options.incomingUrl = value;
    else if (name === '--short-code') options.shortCode = value;
    else if (name === '--opt-out') options.optOutUrl = value;
    else if (name === '--auto-report') {
      options.autoReport = true;
      continue;
    } else throw new Error(`Unknown option ${name}`);
    i += 1;
  }
  if (options.apiKeys.length === 0) options.apiKeys = ['simulator-api-key'];
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = cliOptions(process.argv.slice(2));
  const simulator = await startAfricasTalkingSimulator({ port: 4010, ...options });
  console.log(
    `Africa's Talking simulator on ${simulator.url} (apiKey: ${options.apiKeys.join(', ')})`,
  );
  console.log(`Point the server at it: AFRICASTALKING_BASE_URL=${simulator.url}`);
  const stop = () => simulator.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
