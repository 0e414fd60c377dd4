import { apiErrorStatus, type ApiErrorBody, type ApiErrorCode } from '@rental/shared/api-error';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

function body(
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
): ApiErrorBody {
  return { error: { code, message, ...(fields && { fields }), ...(params && { params }) } };
}

/** The first message per field, keyed by the field's path ("phonenumber", "items.0.amount"). */
function fieldMessages(validation: { instancePath: string; message?: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (key && !(key in fields)) fields[key] = issue.message ?? 'Invalid value';
  }
  return fields;
}

/** Fastify's own errors that the client caused, by Fastify error code. */
const clientErrors: Record<string, [ApiErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['bad_request', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['bad_request', 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'unsupported_media_type',
    'The request body must be JSON (Content-Type: application/json)',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'The Content-Length header is wrong'],
};

/**
 * One error handler for the whole API: every failure answers with the same JSON shape, and an
 * unexpected error never leaks its message, stack or SQL to the client (it is logged).
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(apiErrorStatus[error.code])
        .send(body(error.code, error.message, error.fields, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(error.validation);
      const first = Object.values(fields)[0] ?? 'The request is missing its JSON body';
      return reply.status(400).send(body('validation', first, fields));
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.status(apiErrorStatus[known[0]]).send(body(...known));
    if (error.statusCode === 429) {
      return reply.status(429).send(body('rate_limited', error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(body('bad_request', 'The request is not valid'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
