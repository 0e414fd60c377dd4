import type { FastifyServerOptions } from 'fastify';

/**
 * Request logs never hold a secret, token or code (issue 27). Many URLs carry one: M-PESA's
 * callbacks (`/api/c2b/<secret>/confirmation`, `/api/stk/callback/<token>`), Africa's Talking's
 * (`/api/sms/incoming/<secret>`, `/api/sms/opt-out/<secret>`,
 * `/api/sms/delivery-reports/africastalking/<secret>`), tenants' pages
 * (`/api/public/tenant/<token>`, the web page `/t/<token>`) and landlords' (`/o/<token>`). Fastify logs each request's URL at
 * info level, so this is the one place that decides what of a URL a log may show:
 *
 * - a routed request is logged by its route's pattern, with the values of its parameters filled
 *   in, except those whose name says they are secret (`:secret`, `:token`, `:code`...), which
 *   stay as named: `/api/c2b/:secret/confirmation`, `/api/tenant/all-tenants/3f2a...`;
 * - a wildcard route's part (`/*`: the web app's files and pages) and a request no route took
 *   (a 404, a wrong method) have no names: the page paths known to carry a token (`/t/<token>`, `/o/<token>`)
 *   and any segment that looks like one (long, random-looking) are redacted;
 * - in the query string, the values of keys whose name says they are secret, and values that
 *   look like a token, are redacted.
 *
 * A new route that carries a secret needs nothing here as long as its parameter is named for
 * what it is (test/platform/log-secrets.test.ts drives every such route and greps the log).
 */

/** Parameter and query names whose values are never logged. */
const sensitiveName =
  /secret|token|code|key|pin|pass|otp|signature|credential|auth|session|nonce|hash/i;

/** Web pages whose next path segment is a token (apps/web's router: `t/:token`, `o/:token`). */
const tokenPages = new Set(['t', 'o']);

export const redacted = '[redacted]';

/** Whether a parameter or query key names a secret. */
export function isSensitiveName(name: string): boolean {
  return sensitiveName.test(name);
}

/**
 * Whether a path segment or value looks like a token: long, of token characters, and random
 * rather than a word (digits, mixed case or underscores; the app's own pages are lowercase
 * words joined by hyphens: `register-collect-rent`).
 */
export function looksLikeToken(value: string): boolean {
  if (value.length < 16 || !/^[A-Za-z0-9_=.~%+-]+$/.test(value)) return false;
  // A file name (`index-D3kf93jK.js`): the web app's built files are served by name.
  if (/\.[a-z0-9]{1,5}$/i.test(value)) return false;
  return /\d/.test(value) || (/[A-Z]/.test(value) && /[a-z]/.test(value)) || value.includes('_');
}

/** A path no named parameter describes: token pages and token-looking segments redacted. */
export function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const previous = index > 0 ? segments[index - 1] : undefined;
      const afterTokenPage = index === 2 && segments[0] === '' && tokenPages.has(previous ?? '');
      if (segment && (afterTokenPage || looksLikeToken(segment))) return `:${redacted}`;
      return segment;
    })
    .join('/');
}

/** The query string with secret-named keys' and token-looking values redacted. */
export function redactQuery(query: string): string {
  if (!query) return '';
  const parts = query.split('&').map((pair) => {
    const [key = '', ...rest] = pair.split('=');
    if (rest.length === 0) return looksLikeToken(key) ? redacted : key;
    const value = rest.join('=');
    return isSensitiveName(safeDecode(key)) || looksLikeToken(value) ? `${key}=${redacted}` : pair;
  });
  return parts.join('&');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What of a request the URL redaction reads (a FastifyRequest has them). */
export interface LoggedRequest {
  url: string;
  routeOptions?: { url?: string };
  params?: unknown;
}

/**
 * The route's pattern with its parameters' values filled in, secret ones left as `:name`;
 * undefined when no route took the request.
 */
function filledPattern(pattern: string | undefined, params: unknown): string | undefined {
  if (!pattern) return undefined;
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  const named = pattern.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_match, name: string) => {
    const value = values[name];
    if (isSensitiveName(name) || typeof value !== 'string') return `:${name}`;
    // Named for what it is and not a secret (`:id`): kept, it is what one looks for in a log.
    return encodeURIComponent(value);
  });
  if (!named.includes('*')) return named;
  const rest = typeof values['*'] === 'string' ? values['*'] : '';
  return named.replace('*', redactPath(`/${rest}`).slice(1));
}

/** The URL of a request as logs may show it: see the top of this file. */
export function redactedRequestUrl(request: LoggedRequest): string {
  const [rawPath = '', ...queryParts] = request.url.split('?');
  const query = redactQuery(queryParts.join('?'));
  const path = filledPattern(request.routeOptions?.url, request.params) ?? redactPath(rawPath);
  return query ? `${path}?${query}` : path;
}

type SerializedRequest = {
  method: string;
  url: string;
  host?: string;
  remoteAddress?: string;
  remotePort?: number;
};

/** Fastify's request serializer (method, url, host, address), with the URL redacted. */
export function serializeRequest(
  request: LoggedRequest & {
    method: string;
    host?: string;
    ip?: string;
    socket?: { remotePort?: number };
  },
): SerializedRequest {
  return {
    method: request.method,
    url: redactedRequestUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The app's logger options with the redacting request serializer (app.ts): whatever level or
 * destination is chosen, request logs go through it. `false` stays no logger.
 */
export function withRedactedRequests(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: serializeRequest } };
}
