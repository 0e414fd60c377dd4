// A stand-in for Meta's WhatsApp Business Cloud API that speaks its wire format
// (docs/reference/whatsapp-cloud-api.md): POST /{version}/{phone-number-id}/messages (JSON,
// template messages, and free-form texts within the 24 hours after the customer last wrote) and POST /{version}/{phone-number-id}/media (multipart), both with
// `Authorization: Bearer <token>`; Graph API error bodies ({error: {message, type, code, ...}});
// and status notifications posted to a webhook, signed with X-Hub-Signature-256 by the app
// secret. Tests keep every request it received, to compare what would have left the machine.
//
//   import { startWhatsAppSimulator } from '../tools/whatsapp-simulator.mjs';
//   node tools/whatsapp-simulator.mjs --port 4030 [--token TOKEN] [--app-secret SECRET]
//        [--not-on-whatsapp 2547...] [--webhook http://localhost:3000/api/whatsapp/webhook/<secret>]
//
// Under the CLI, the same controls are reachable over HTTP: GET /__simulator/requests,
// POST /__simulator/status (JSON: id, status, and optionally errorCode, recipient, url),
// POST /__simulator/inbound (JSON: from, text, and optionally id, url, signature: a customer
// writing to the business), /__simulator/reset.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const sendPath = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/;
const mediaPath = /^\/(v\d+\.\d+)\/([^/]+)\/media$/;

/** Meta's error body: the shape every Graph API refusal has. */
export function graphError(code, message, details, status = 400) {
  return {
    status,
    body: {
      error: {
        message: `(#${code}) ${message}`,
        // Meta answers OAuthException for token and messaging refusals alike.
        type: 'OAuthException',
        code,
        ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
  };
}

/** `sha256=<hex>`: the X-Hub-Signature-256 of a raw body under an app secret. */
export function hubSignature(body, appSecret) {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/** Only digits: Meta's wa_id of a number given as +2547... or 2547... */
const digits = (to) => String(to).replace(/\D/g, '');

/**
 * Starts the simulator. Options: port (0 = any free one), host, tokens (accepted Bearer tokens),
 * appSecret (signs status notifications), notOnWhatsApp (numbers refused with 131026, with or
 * without +), webhookUrl (where status notifications go), phoneNumberId (the metadata of a
 * notification about a message it did not send).
 */
export async function startWhatsAppSimulator(options = {}) {
  const state = {
    tokens: new Set(options.tokens ?? ['simulator-access-token']),
    appSecret: options.appSecret ?? 'simulator-app-secret',
    notOnWhatsApp: new Set((options.notOnWhatsApp ?? []).map(digits)),
    webhookUrl: options.webhookUrl,
    /** Uploads still to answer with an error status (a 500 by default), for retry tests. */
    failingUploads: 0,
    failingUploadStatus: 500,
    /** When each customer (digits) last wrote: a free-form text is taken within 24 hours. */
    lastWrote: new Map(),
  };
  /** Every request that reached /messages or /media, in order, with its answer. */
  const requests = [];
  /** Every template message accepted, with its wamid. */
  const messages = [];
  /** Every file accepted, with its media id. */
  const media = [];

  const controls = {
    setTokens(tokens) {
      state.tokens = new Set(tokens);
    },
    setAppSecret(secret) {
      state.appSecret = secret;
    },
    addNotOnWhatsApp(number) {
      state.notOnWhatsApp.add(digits(number));
    },
    setWebhookUrl(url) {
      state.webhookUrl = url;
    },
    /** The next `count` uploads are answered `status` (500: Meta's "try again later"). */
    failUploads(count, status = 500) {
      state.failingUploads = count;
      state.failingUploadStatus = status;
    },
    /** The notification body Meta posts for one status of one message. */
    statusBody(status) {
      const sent = messages.find((message) => message.id === status.id);
      const entry = {
        id: status.id,
        status: status.status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: status.recipient ?? sent?.to ?? '',
        ...(status.errorCode !== undefined
          ? { errors: [{ code: status.errorCode, title: status.errorTitle ?? 'Message failed' }] }
          : {}),
      };
      const value = {
        messaging_product: 'whatsapp',
        metadata: {
          display_phone_number: '254700000000',
          phone_number_id: sent?.phoneNumberId ?? options.phoneNumberId ?? '1234567890',
        },
        statuses: [entry],
      };
      return {
        object: 'whatsapp_business_account',
        entry: [{ id: 'waba-simulator', changes: [{ field: 'messages', value }] }],
      };
    },
    /**
     * The notification body Meta posts when a customer writes a text to the business:
     * `from` is their number (digits, no '+'), `id` the message's wamid (made when not given;
     * give the same one to post a repeat, as Meta does).
     */
    inboundBody(inbound) {
      const from = digits(inbound.from);
      const value = {
        messaging_product: 'whatsapp',
        metadata: {
          display_phone_number: '254700000000',
          phone_number_id: options.phoneNumberId ?? '1234567890',
        },
        contacts: [{ profile: { name: inbound.name ?? 'Customer' }, wa_id: from }],
        messages: [
          {
            from,
            id: inbound.id ?? `wamid.${randomBytes(12).toString('hex')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: inbound.text },
          },
        ],
      };
      return {
        object: 'whatsapp_business_account',
        entry: [{ id: 'waba-simulator', changes: [{ field: 'messages', value }] }],
      };
    },
    /**
     * Posts a status notification as Meta does. `signature`: 'valid' (default), 'none' (no
     * header) or 'wrong' (signed with another secret), for tests of the refusals.
     */
    async sendStatus(status, signature = 'valid') {
      return post(status.url, controls.statusBody(status), signature);
    },
    /** Posts a customer's text as Meta does, signed as `sendStatus` signs. */
    async sendInbound(inbound, signature = 'valid') {
      // Meta opens the customer-service window when the customer writes, signed or not.
      state.lastWrote.set(digits(inbound.from), Date.now());
      return post(inbound.url, controls.inboundBody(inbound), signature);
    },
    /** Ends a customer's 24-hour window: free-form texts to them are refused (131047). */
    closeWindow(number) {
      state.lastWrote.delete(digits(number));
    },
    reset() {
      requests.length = 0;
      messages.length = 0;
      media.length = 0;
      state.failingUploads = 0;
      state.lastWrote.clear();
    },
    /** How many messages (templates and texts) were accepted for this number (and template name). */
    countOf(to, template) {
      return messages.filter(
        (m) => m.to === digits(to) && (template === undefined || m.template?.name === template),
      ).length;
    },
  };

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks)).catch((error) => {
        json(response, 500, { error: { message: String(error), code: 1 } });
      });
    });
  });

  async function handle(request, response, raw) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    if (url.pathname.startsWith('/__simulator/') && options.httpControls) {
      return handleControl(url, response, raw);
    }
    const send = request.method === 'POST' && sendPath.exec(url.pathname);
    const upload = request.method === 'POST' && mediaPath.exec(url.pathname);
    if (!send && !upload) return json(response, 404, graphError(100, 'Unknown path').body);
    const record = {
      at: new Date().toISOString(),
      kind: send ? 'message' : 'media',
      phoneNumberId: (send || upload)[2],
      contentType: request.headers['content-type'] ?? '',
      body: send ? safeJson(raw) : null,
      status: 0,
      answer: null,
    };
    requests.push(record);
    const answer = authorized(request)
      ? send
        ? take(record)
        : keepMedia(record, raw)
      : unauthorized();
    record.status = answer.status;
    record.answer = answer.body;
    return json(response, answer.status, answer.body);
  }

  function authorized(request) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && state.tokens.has(header.slice(7));
  }

  function unauthorized() {
    return graphError(190, 'Invalid OAuth access token - Cannot parse access token', null, 401);
  }

  /** A send: checked as Meta checks it, then refused (131026) or given a wamid. */
  function take(record) {
    const body = record.body;
    if (!body || body.messaging_product !== 'whatsapp') {
      return graphError(100, 'Invalid parameter', 'messaging_product must be whatsapp');
    }
    if (!body.to) return graphError(100, 'Invalid parameter', 'to is required');
    if (body.type === 'template' && (!body.template?.name || !body.template?.language?.code)) {
      return graphError(132000, 'Template name and language are required', null);
    }
    // A document header names a file uploaded before (by its media id) or a link Meta fetches.
    const header = body.template?.components?.find((component) => component?.type === 'header');
    const headerDocument = header?.parameters?.find((p) => p?.type === 'document')?.document;
    let document = null;
    if (header) {
      if (!headerDocument || (!headerDocument.id && !headerDocument.link)) {
        return graphError(
          132012,
          'Parameter format does not match format in the created template',
          'The header needs a document with an id or a link',
        );
      }
      if (headerDocument.id) {
        const file = media.find((m) => m.id === String(headerDocument.id));
        if (!file)
          return graphError(131053, 'Media upload error', `Unknown media id ${headerDocument.id}`);
        document = {
          id: file.id,
          filename: headerDocument.filename ?? file.filename,
          type: file.type,
          size: file.size,
        };
      } else {
        document = { link: String(headerDocument.link), filename: headerDocument.filename ?? '' };
      }
    }
    const to = digits(body.to);
    if (body.type === 'text') {
      const text = body.text?.body;
      if (typeof text !== 'string' || text.length === 0 || text.length > 4096) {
        return graphError(100, 'Invalid parameter', 'text.body must be 1 to 4096 characters');
      }
      // Free text only inside the 24 hours the customer's last message opened.
      const wrote = state.lastWrote.get(to);
      if (wrote === undefined || Date.now() - wrote > 24 * 60 * 60_000) {
        return graphError(
          131047,
          'Re-engagement message',
          'More than 24 hours have passed since the recipient last replied to the sender number',
        );
      }
    } else if (body.type !== 'template') {
      return graphError(100, 'Invalid parameter', `Unsupported message type ${body.type}`);
    }
    if (state.notOnWhatsApp.has(to)) {
      return graphError(
        131026,
        'Message undeliverable',
        'Receiver is incapable of receiving this message',
      );
    }
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    messages.push({
      id,
      phoneNumberId: record.phoneNumberId,
      to,
      type: body.type,
      template: body.template ?? null,
      document,
      text: body.text?.body ?? null,
      at: record.at,
    });
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: String(body.to), wa_id: to }],
        messages: [{ id, message_status: 'accepted' }],
      },
    };
  }

  /** A media upload: multipart with messaging_product, type and file. */
  function keepMedia(record, raw) {
    if (state.failingUploads > 0) {
      state.failingUploads -= 1;
      const status = state.failingUploadStatus;
      return graphError(2, 'Service temporarily unavailable', null, status);
    }
    const parts = multipart(record.contentType, raw);
    if (!parts) return graphError(100, 'Invalid parameter', 'multipart/form-data expected');
    const product = parts.find((p) => p.name === 'messaging_product')?.data.toString();
    const file = parts.find((p) => p.name === 'file' && p.filename !== undefined);
    if (product !== 'whatsapp' || !file) {
      return graphError(100, 'Invalid parameter', 'messaging_product and file are required');
    }
    const id = String(1_000_000_000_000 + media.length + Math.floor(Math.random() * 1e9));
    const type = parts.find((p) => p.name === 'type')?.data.toString() ?? file.type ?? '';
    media.push({ id, filename: file.filename, type, size: file.data.length, data: file.data });
    record.body = {
      messaging_product: product,
      type,
      filename: file.filename,
      size: file.data.length,
    };
    return { status: 200, body: { id } };
  }

  async function post(to, notification, signature) {
    const url = to ?? state.webhookUrl;
    if (!url) throw new Error('No webhook URL is set');
    const body = JSON.stringify(notification);
    const headers = { 'Content-Type': 'application/json' };
    if (signature === 'valid') headers['X-Hub-Signature-256'] = hubSignature(body, state.appSecret);
    if (signature === 'wrong')
      headers['X-Hub-Signature-256'] = hubSignature(body, 'not-the-secret');
    const response = await fetch(url, { method: 'POST', headers, body });
    return { status: response.status, body: await response.text() };
  }

  async function handleControl(url, response, raw) {
    switch (url.pathname) {
      case '/__simulator/requests':
        return json(response, 200, {
          requests,
          messages,
          media: media.map(({ data: _, ...m }) => m),
        });
      case '/__simulator/reset':
        controls.reset();
        return json(response, 200, { ok: true });
      case '/__simulator/status': {
        const fields = safeJson(raw) ?? {};
        return json(response, 200, await controls.sendStatus(fields, fields.signature));
      }
      case '/__simulator/inbound': {
        const fields = safeJson(raw) ?? {};
        return json(response, 200, await controls.sendInbound(fields, fields.signature));
      }
      default:
        return json(response, 404, { ok: false });
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
    requests,
    messages,
    media,
    controls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function safeJson(raw) {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

/** The parts of a multipart/form-data body (enough of RFC 7578 for what clients send). */
function multipart(contentType, raw) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!contentType.startsWith('multipart/form-data') || !boundary) return null;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts = [];
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = raw.subarray(start + delimiter.length + 2, next - 2);
    const split = chunk.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = chunk.subarray(0, split).toString('utf8');
      const name = /name="([^"]*)"/.exec(head)?.[1];
      const filename = /filename="([^"]*)"/.exec(head)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
      parts.push({ name, filename, type, data: chunk.subarray(split + 4) });
    }
    start = next;
  }
  return parts;
}

function json(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function cliOptions(argv) {
  const options = { tokens: [], notOnWhatsApp: [], httpControls: true };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (name === '--port') options.port = Number(value);
    else if (name === '--host') options.host = value;
    else if (name === '--token') options.tokens.push(value);
    else if (name === '--app-secret') options.appSecret = value;
    else if (name === '--not-on-whatsapp') options.notOnWhatsApp.push(value);
    else if (name === '--webhook') options.webhookUrl = value;
    else throw new Error(`Unknown option ${name}`);
  }
  if (options.tokens.length === 0) options.tokens = ['simulator-access-token'];
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = cliOptions(process.argv.slice(2));
  const simulator = await startWhatsAppSimulator({ port: 4030, ...options });
  console.log(
    `WhatsApp Cloud API simulator on ${simulator.url} (token: ${options.tokens.join(', ')})`,
  );
  const stop = () => simulator.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
