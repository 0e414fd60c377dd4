import { createHash } from 'node:crypto';

/**
 * Safaricom Daraja over HTTPS (docs/reference/mpesa-daraja.md): OAuth client-credentials
 * token (cached ~55 minutes per base URL and consumer key), JSON POSTs with a Bearer token,
 * errors parsed from `{requestId, errorCode, errorMessage}`. The base URL is sandbox or
 * production, or MPESA_BASE_URL (the simulator in tools/daraja-simulator.mjs) when set.
 */

export const darajaSandboxUrl = 'https://sandbox.safaricom.co.ke';
export const darajaProductionUrl = 'https://api.safaricom.co.ke';

export type DarajaEnvironment = 'sandbox' | 'production';

export interface DarajaCredentials {
  consumerKey: string;
  consumerSecret: string;
  environment: DarajaEnvironment;
  /** Overrides the sandbox/production host (MPESA_BASE_URL). */
  baseUrl?: string | undefined;
  /** Per request; default 15 s. */
  timeoutMs?: number | undefined;
}

export function darajaBaseUrl(environment: DarajaEnvironment, override?: string): string {
  if (override) return override.replace(/\/+$/, '');
  return environment === 'production' ? darajaProductionUrl : darajaSandboxUrl;
}

/**
 * A refusal or failure from Daraja. `code` is M-PESA's errorCode ('400.002.02', '500.003.1001')
 * or ResponseCode when it answered one that is not '0'; 'timeout' / 'unreachable' / 'http-<n>'
 * otherwise.
 */
export class DarajaError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly requestId?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DarajaError';
  }
}

const tokenLifetimeMs = 55 * 60 * 1000;
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

/** Forget cached tokens (tests). */
export function clearDarajaTokenCache() {
  tokenCache.clear();
}

/** Per base URL and consumer key (and a hash of the secret: a changed secret asks again). */
function cacheKey(baseUrl: string, credentials: DarajaCredentials) {
  const secret = createHash('sha256').update(credentials.consumerSecret).digest('hex');
  return `${baseUrl}\u0000${credentials.consumerKey}\u0000${secret}`;
}

async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new DarajaError('timeout', 'No answer from M-PESA (timeout)', undefined, undefined, {
        cause: error,
      });
    }
    throw new DarajaError('unreachable', 'Could not reach M-PESA', undefined, undefined, {
      cause: error,
    });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromBody(status: number, text: string): DarajaError {
  const body = parseJson(text) as Record<string, unknown> | undefined;
  if (body && typeof body === 'object') {
    const code = body.errorCode ?? body.ResponseCode;
    const message = body.errorMessage ?? body.ResponseDescription ?? body.error_description;
    if (code !== undefined || message !== undefined) {
      return new DarajaError(
        String(code ?? `http-${status}`),
        String(message ?? `M-PESA answered HTTP ${status}`),
        status,
        typeof body.requestId === 'string' ? body.requestId : undefined,
      );
    }
  }
  const snippet = text.trim().slice(0, 200);
  return new DarajaError(
    `http-${status}`,
    snippet ? `M-PESA answered HTTP ${status}: ${snippet}` : `M-PESA answered HTTP ${status}`,
    status,
  );
}

/** An access token, from the cache while younger than ~55 minutes. */
export async function darajaToken(
  credentials: DarajaCredentials,
  now: () => number = Date.now,
): Promise<string> {
  const baseUrl = darajaBaseUrl(credentials.environment, credentials.baseUrl);
  const key = cacheKey(baseUrl, credentials);
  const cached = tokenCache.get(key);
  if (cached && cached.expiresAt > now()) return cached.token;
  const basic = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString(
    'base64',
  );
  const { status, text } = await fetchWithTimeout(
    `${baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
    { method: 'GET', headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' } },
    credentials.timeoutMs ?? 15_000,
  );
  const body = parseJson(text) as { access_token?: unknown; expires_in?: unknown } | undefined;
  if (status !== 200 || !body || typeof body.access_token !== 'string' || !body.access_token) {
    const error = errorFromBody(status, text);
    if (status === 400 || status === 401) {
      throw new DarajaError(
        'credentials',
        `M-PESA refused the consumer key and secret (${error.message})`,
        status,
        error.requestId,
      );
    }
    throw error;
  }
  // expires_in may be a string or a number; never keep it past ~55 minutes.
  const expiresInMs = Number(body.expires_in) * 1000;
  const lifetime =
    Number.isFinite(expiresInMs) && expiresInMs > 0
      ? Math.min(tokenLifetimeMs, expiresInMs - 60_000)
      : tokenLifetimeMs;
  tokenCache.set(key, { token: body.access_token, expiresAt: now() + Math.max(lifetime, 0) });
  return body.access_token;
}

/**
 * POST `path` with the Bearer token; the parsed JSON answer on 2xx, a DarajaError otherwise.
 * A 401 drops the cached token and retries once (a token revoked early).
 */
export async function darajaRequest<T>(
  credentials: DarajaCredentials,
  path: string,
  body: unknown,
): Promise<T> {
  const baseUrl = darajaBaseUrl(credentials.environment, credentials.baseUrl);
  for (let attempt = 0; ; attempt += 1) {
    const token = await darajaToken(credentials);
    const { status, text } = await fetchWithTimeout(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(body),
      },
      credentials.timeoutMs ?? 15_000,
    );
    if (status === 401 && attempt === 0) {
      tokenCache.delete(cacheKey(baseUrl, credentials));
      continue;
    }
    if (status < 200 || status >= 300) throw errorFromBody(status, text);
    const parsed = parseJson(text);
    if (parsed === undefined) {
      throw new DarajaError('invalid-answer', 'M-PESA answered something that is not JSON', status);
    }
    return parsed as T;
  }
}

/**
 * darajaRequest for the calls M-PESA acknowledges with `ResponseCode` "0" (STK push,
 * Transaction Status): any other code is its refusal, thrown as a DarajaError.
 */
export async function darajaAccepted<
  T extends { ResponseCode?: unknown; ResponseDescription?: unknown },
>(credentials: DarajaCredentials, path: string, body: unknown): Promise<T> {
  const answer = await darajaRequest<T>(credentials, path, body);
  if (String(answer.ResponseCode) !== '0') {
    throw new DarajaError(
      String(answer.ResponseCode),
      String(answer.ResponseDescription ?? 'Refused'),
    );
  }
  return answer;
}
