import http from 'node:http';
import type { Socket } from 'node:net';
import { apiErrorStatus, type ApiErrorCode } from '@rental/shared/api-error';
import { msg, type MessageRef } from '@rental/shared/message-catalogue';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.js';
import { acceptedLanguage } from './request-language.js';

/** What the router refuses before any route or error handler runs, by Fastify error code. */
const routerErrors: Record<string, [ApiErrorCode, MessageRef]> = {
  FST_ERR_BAD_URL: ['bad_request', msg('error.addressEncoding')],
  FST_ERR_MAX_PARAM_LENGTH: ['uri_too_long', msg('error.addressPartTooLong')],
  FST_ERR_ASYNC_CONSTRAINT: ['bad_request', msg('error.requestInvalid')],
};

/**
 * Fastify's `frameworkErrors`: the router's own refusals (bad URL encoding, a parameter over
 * `maxParamLength`) in our one error shape instead of Fastify's.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No route ran, so no session either: the header says the language.
  const language = acceptedLanguage(request.headers['accept-language']);
  const path = request.url.split('?')[0]!;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' && path.startsWith('/api/operator/')) {
    // A 414 would tell that a route with a parameter is there: the operator console's routes
    // answer what an unknown route does (modules/operator/operator-guard.ts).
    const text = msg('error.noApiRoute', { method: request.method, path });
    return void reply.status(404).send(errorBody('not_found', text, language));
  }
  const [code, text] = routerErrors[error.code] ?? ['bad_request', msg('error.requestInvalid')];
  void reply.status(apiErrorStatus[code]).send(errorBody(code, text, language));
}

/** What Node's HTTP parser refuses before Fastify sees a request, by parser error code. */
const parserErrors: Record<string, [ApiErrorCode, MessageRef]> = {
  HPE_HEADER_OVERFLOW: ['headers_too_large', msg('error.headersTooLarge')],
  ERR_HTTP_REQUEST_TIMEOUT: ['timeout', msg('error.requestTimeout')],
};

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError'): headers too large, a request that timed
 * out or could not be parsed, answered in our shape on the raw socket, which is then closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, text] = parserErrors[error.code ?? ''] ?? [
    'bad_request',
    msg('error.requestUnreadable'),
  ];
  const status = apiErrorStatus[code];
  // The request was never parsed: no headers to choose a language by.
  const body = JSON.stringify(errorBody(code, text, 'en'));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
