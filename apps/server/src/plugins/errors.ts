import { apiErrorStatus, type ApiErrorCode } from '@rental/shared/api-error';
import type { Language } from '@rental/shared/enums';
import { messageKeyOf, msg, type MessageRef } from '@rental/shared/message-catalogue';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorText } from '../lib/app-error.js';
import { errorBody } from '../lib/error-body.js';
import { requestLanguage } from '../lib/request-language.js';

/**
 * The first message per field, keyed by the field's path ("phonenumber", "items.0.amount").
 * The shared schemas' messages are catalogue texts (translated by their words); zod's own
 * wording, for a rule without one, is English only: other languages get "Invalid value".
 */
function fieldMessages(
  validation: { instancePath: string; message?: string }[],
  language: Language,
) {
  const fields: Record<string, ErrorText> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (!key || key in fields) continue;
    const { message } = issue;
    const worded = message !== undefined && (language === 'en' || messageKeyOf(message));
    fields[key] = worded ? message : msg('error.invalidValue');
  }
  return fields;
}

/** Fastify's own errors that the client caused, by Fastify error code. */
const clientErrors: Record<string, [ApiErrorCode, MessageRef]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['bad_request', msg('error.bodyNotJson')],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['bad_request', msg('error.bodyEmpty')],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', msg('error.bodyTooLarge')],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', msg('error.bodyNotJsonType')],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', msg('error.contentLengthWrong')],
};

/**
 * One error handler for the whole API: every failure answers with the same JSON shape, in the
 * requester's language, and an unexpected error never leaks its message, stack or SQL to the
 * client (it is logged).
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply
        .status(apiErrorStatus[error.code])
        .send(errorBody(error.code, error.text, language, error.fields, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(error.validation, language);
      const first = Object.values(fields)[0] ?? msg('error.bodyMissing');
      return reply.status(400).send(errorBody('validation', first, language, fields));
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) {
      const [code, text] = known;
      return reply.status(apiErrorStatus[code]).send(errorBody(code, text, language));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('rate_limited', error.message, language));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .status(error.statusCode)
        .send(errorBody('bad_request', msg('error.requestInvalid'), language));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody('internal', msg('error.internal'), language));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
