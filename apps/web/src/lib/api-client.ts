import { readApiErrorBody } from '@rental/shared/api-error-body';
import { clearToken, getToken } from './auth-token';

const requestTimeoutMs = 20_000;
/** A 5 MB file on a slow phone connection takes far longer than a JSON form. */
const fileTimeoutMs = 120_000;

/** Codes the client itself produces when no answer came from the server. */
export type ClientErrorCode = 'network' | 'timeout' | 'unexpected_response';

/** A failed call: the server's error body, or a client-side failure to reach it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** The values the message names, to word it from the code in the user's language. */
  readonly params: Record<string, string | number>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    params: Record<string, string | number> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.params = params;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as it is, with its own type, instead of a JSON body (a receipt). */
  file?: Blob;
  /** A multipart form (fields and a file: a document); fetch writes its content type. */
  form?: FormData;
  /** Cancels the request (TanStack Query passes one to query functions). */
  signal?: AbortSignal;
  /** Send the stored token (default). Sign-in and sign-up do not need one. */
  auth?: boolean;
  /**
   * A money POST's Idempotency-Key: the same key sent again (a retry after a lost answer, a
   * double tap) gets the first answer, and the server makes the change once.
   */
  idempotencyKey?: string;
}

function withTimeout(signal: AbortSignal | undefined, ms = requestTimeoutMs): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends a request to the API with the stored token; a failure to reach it is an ApiError. */
async function send(
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<{ response: Response; token: string | null }> {
  const { method = 'GET', body, file, form, signal, auth = true, idempotencyKey } = options;
  // The server words its messages in the page's language (the user's setting once signed in).
  const headers: Record<string, string> = { accept, 'accept-language': pageLanguage() };
  if (file) headers['content-type'] = file.type || 'application/octet-stream';
  else if (body !== undefined && !form) headers['content-type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers['x-auth-token'] = token;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

  try {
    const response = await fetch(path, {
      method,
      headers,
      body: file ?? form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: withTimeout(signal, file || form ? fileTimeoutMs : requestTimeoutMs),
    });
    return { response, token };
  } catch (error) {
    // A cancellation asked for by the caller is not a failure to report.
    if (signal?.aborted) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, 'timeout', 'The server took too long to answer. Try again.');
    }
    throw new ApiError(
      0,
      'network',
      'Could not reach the server. Check your connection and try again.',
    );
  }
}

/** The ApiError of an answer that is not ok (`data`: its body read as JSON). */
function failureOf(response: Response, data: unknown, token: string | null): ApiError {
  // The session is gone (expired, revoked or unknown): forget it so the app signs out.
  if (response.status === 401 && token) clearToken();

  const error = readApiErrorBody(data);
  if (error) {
    const { code, message, fields, params } = error;
    return new ApiError(response.status, code, message, fields, params);
  }
  return new ApiError(
    response.status,
    'unexpected_response',
    `The server answered with an error (${response.status}). Try again.`,
  );
}

interface EarlyAnswer {
  token: string | null;
  language: string;
  sent: ReturnType<typeof send>;
}

/** The language the server words its answers in: the page's (the user's setting once in). */
function pageLanguage(): string {
  return (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
}

/** GETs started before their screen's code was there (startEarlyRequests), by path. */
const earlyAnswers = new Map<string, EarlyAnswer>();

/**
 * Starts the GETs of the first screen at once, while its code is still loading: on a slow
 * phone connection each call the screen would make only once rendered costs a round trip of
 * its own (the user, then the onboarding step, then the figures). Each answer is used once,
 * by the first apiRequest for the same path with the same token and language; one never asked for is simply
 * dropped (dropEarlyAnswers). Only the page's own first screen, never kept across visits.
 */
export function startEarlyRequests(paths: readonly string[]): void {
  const token = getToken();
  for (const path of paths) {
    const sent = send(path, {}, 'application/json');
    // Read later, or never: an unread failure is not an unhandled rejection.
    sent.catch(() => undefined);
    earlyAnswers.set(path, { token, language: pageLanguage(), sent });
  }
}

/** Forgets the early answers nobody used (the first screen is gone). */
export function dropEarlyAnswers(): void {
  earlyAnswers.clear();
}

/** The early answer for this call, if it is a plain GET one was started for. */
function takeEarlyAnswer(path: string, options: RequestOptions): EarlyAnswer['sent'] | undefined {
  const early = earlyAnswers.get(path);
  if (!early) return undefined;
  earlyAnswers.delete(path);
  const { method = 'GET', body, file, form, signal, auth = true, idempotencyKey } = options;
  const plainGet =
    method === 'GET' && body === undefined && !file && !form && auth && !idempotencyKey;
  const same = early.token === getToken() && early.language === pageLanguage();
  if (!plainGet || signal?.aborted || !same) return undefined;
  return early.sent;
}

/** Calls the API on the same origin with JSON in and out; throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, token } = await (takeEarlyAnswer(path, options) ??
    send(path, options, 'application/json'));
  const data = await readJson(response);
  if (response.ok) return data as T;
  throw failureOf(response, data, token);
}

/** GETs a file from the API (a receipt) as a Blob with its type; throws ApiError on failure. */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<Blob> {
  const { response, token } = await send(path, { signal }, '*/*');
  if (response.ok) return response.blob();
  throw failureOf(response, await readJson(response), token);
}
