import http from 'node:http';
import type { Socket } from 'node:net';
import { apiErrorStatus, type ApiErrorBody, type ApiErrorCode } from '@rental/shared/api-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

function errorBody(code: ApiErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** What the router refuses before any route or error handler runs, by Fastify error code. */
const routerErrors: Record<string, [ApiErrorCode, string]> = {
  FST_ERR_BAD_URL: ['bad_request', 'The address is not valid: it has a broken %-encoding'],
  FST_ERR_MAX_PARAM_LENGTH: ['uri_too_long', 'A part of the address is too long'],
  FST_ERR_ASYNC_CONSTRAINT: ['bad_request', 'The request is not valid'],
};

/**
 * Fastify's `frameworkErrors`: the router's own refusals (bad URL encoding, a parameter over
 * `maxParamLength`) in our one error shape instead of Fastify's.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const [code, message] = routerErrors[error.code] ?? ['bad_request', 'The request is not valid'];
  void reply.status(apiErrorStatus[code]).send(errorBody(code, message));
}

/** What Node's HTTP parser refuses before Fastify sees a request, by parser error code. */
const parserErrors: Record<string, [ApiErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: ['headers_too_large', 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: ['timeout', 'The request took too long to arrive'],
};

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError'): headers too large, a request that timed
 * out or could not be parsed, answered in our shape on the raw socket, which is then closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] = parserErrors[error.code ?? ''] ?? [
    'bad_request',
    'The request could not be read',
  ];
  const status = apiErrorStatus[code];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
