/**
 * The WhatsApp Business Cloud API calls the sending path makes (decision 0061; wire
 * format: docs/reference/whatsapp-cloud-api.md): a template message, a media upload for the
 * PDF a template's document header carries, and a free-form text in reply (decision 0071). Each answers an outcome in the terms of
 * sms/send-outcome.ts's rule, so a message that may have left is never sent twice:
 * - accepted: Meta took it (a wamid, or a media id);
 * - refused: Meta will not take it as asked (131026: the number is not on WhatsApp; a wrong
 *   template); trying again cannot help, SMS may;
 * - credentials: the access token was refused (190);
 * - not-sent: certainly not sent (no connection, HTTP 5xx, throttled): safe to try later;
 * - unknown: may have been sent (timeout, a cut connection, an unreadable success).
 */

export interface CloudApiOptions {
  /** https://graph.facebook.com, or the simulator's address. */
  baseUrl?: string;
  /** The Graph API version, e.g. v21.0. */
  version?: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs: number;
}

export type CloudApiOutcome =
  | { kind: 'accepted'; id: string }
  | { kind: 'refused'; code: number; notOnWhatsapp: boolean; detail: string }
  | { kind: 'credentials'; code: number }
  | { kind: 'not-sent'; detail: string }
  | { kind: 'unknown'; detail: string };

export interface TemplateMessage {
  /** E.164 (+2547...) or digits. */
  to: string;
  name: string;
  /** The template's language code as approved (en, sw). */
  language: string;
  /** The body's {{1}}, {{2}}... in order: the same values as the SMS text. */
  bodyParams: string[];
  /** A document header: an uploaded media id, or a link Meta fetches. */
  document?: { mediaId: string; filename: string } | { link: string; filename: string };
}

/** Meta's "message undeliverable": the number does not take WhatsApp messages. */
export const notOnWhatsappCode = 131026;
/** Throttling: too many calls (4, 80007) or messages (130429, 131056) for now. */
const throttledCodes = new Set([4, 80007, 130429, 131056]);

const graphUrl = (options: CloudApiOptions, path: string) =>
  `${(options.baseUrl ?? 'https://graph.facebook.com').replace(/\/+$/, '')}/${options.version ?? 'v21.0'}/${options.phoneNumberId}/${path}`;

export function sendTemplate(options: CloudApiOptions, message: TemplateMessage) {
  const header = message.document && {
    type: 'header',
    parameters: [
      {
        type: 'document',
        document:
          'mediaId' in message.document
            ? { id: message.document.mediaId, filename: message.document.filename }
            : { link: message.document.link, filename: message.document.filename },
      },
    ],
  };
  const body = {
    type: 'body',
    parameters: message.bodyParams.map((text) => ({ type: 'text', text })),
  };
  return call(options, 'messages', {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to.replace(/\D/g, ''),
      type: 'template',
      template: {
        name: message.name,
        language: { code: message.language },
        components: header ? [header, body] : [body],
      },
    }),
    idOf: (data) => (data as { messages?: { id?: unknown }[] }).messages?.[0]?.id,
  });
}

/**
 * A free-form text (`type: 'text'`, no template): Meta takes it only within the 24 hours after
 * the customer last wrote to the business (else 131047, refused). Used for replies (BAL).
 */
export function sendText(options: CloudApiOptions, message: { to: string; body: string }) {
  return call(options, 'messages', {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to.replace(/\D/g, ''),
      type: 'text',
      text: { preview_url: false, body: message.body },
    }),
    idOf: (data) => (data as { messages?: { id?: unknown }[] }).messages?.[0]?.id,
  });
}

export function uploadMedia(
  options: CloudApiOptions,
  file: { data: Uint8Array; filename: string; type: string },
) {
  const form = new FormData();
  form.set('messaging_product', 'whatsapp');
  form.set('type', file.type);
  form.set('file', new Blob([file.data], { type: file.type }), file.filename);
  return call(options, 'media', { body: form, idOf: (data) => (data as { id?: unknown }).id });
}

async function call(
  options: CloudApiOptions,
  path: string,
  request: {
    headers?: Record<string, string>;
    body: string | FormData;
    idOf: (data: unknown) => unknown;
  },
): Promise<CloudApiOutcome> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(graphUrl(options, path), {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.accessToken}`, ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return failedRequest(error);
  }
  const data = parse(text);
  if (status === 200) {
    const id = data === undefined ? undefined : request.idOf(data);
    return typeof id === 'string' && id
      ? { kind: 'accepted', id }
      : { kind: 'unknown', detail: 'An answer without an id' };
  }
  const error = (data as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'number' ? error.code : 0;
  const detail =
    typeof error?.message === 'string' ? error.message.slice(0, 120) : `HTTP ${status}`;
  if (status === 401 || code === 190) return { kind: 'credentials', code };
  if (status >= 500 || throttledCodes.has(code)) return { kind: 'not-sent', detail };
  return { kind: 'refused', code, notOnWhatsapp: code === notOnWhatsappCode, detail };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Refused before any byte left: not sent; anything later (a timeout, a reset): maybe sent. */
function failedRequest(error: unknown): CloudApiOutcome {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return { kind: 'unknown', detail: 'No answer from WhatsApp (timeout)' };
  }
  const code = errorCode(error);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return { kind: 'not-sent', detail: `Could not reach WhatsApp (${code})` };
  }
  return { kind: 'unknown', detail: 'The connection to WhatsApp broke while sending' };
}

/** fetch wraps the socket error: TypeError('fetch failed') whose cause has the code. */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
