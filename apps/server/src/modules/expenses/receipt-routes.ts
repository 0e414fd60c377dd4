import { expenseResponseSchema, receiptMaxBytes } from '@rental/shared/schemas/expenses';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { receiptTooLarge } from './receipt-file.js';
import { attachReceipt, getReceiptFile, removeReceipt } from './receipt-service.js';
import type { ExpensesDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['expenses'];

/** The file itself is the body; what it is, is found from its bytes (receipt-file.ts). */
const receiptBody = z
  .unknown()
  .describe('The receipt file: a JPEG, PNG or WebP picture or a PDF, at most 5 MB');

/**
 * An expense's receipt, sent as the raw file (as the tenant CSV import sends its file), so no
 * multipart library is needed. Its parser and 5 MB limit live in this plugin only: every other
 * route keeps JSON bodies of at most 64 kB.
 */
export const expenseReceiptRoutes: FastifyPluginAsyncZod<{ deps: ExpensesDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);
  // Any declared type is read as bytes: the bytes, not the header, say what the file is.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // Too large is said in the receipt's words; the app's error handler answers the rest.
  app.setErrorHandler((error: FastifyError) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? receiptTooLarge() : error;
  });

  app.put(
    '/api/expenses/:id/receipt',
    {
      config: { permission: 'money.write' },
      bodyLimit: receiptMaxBytes,
      schema: {
        tags,
        summary: "Attach the expense's receipt (the file is the body), replacing any before it",
        security,
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        params: idParamsSchema,
        body: receiptBody,
        response: {
          200: expenseResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'payload_too_large'),
        },
      },
    },
    async (request) => ({
      expense: await attachReceipt(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/expenses/:id/receipt',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: "The expense's receipt file, with its type",
        security,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        params: idParamsSchema,
        response: {
          200: z.unknown().describe('The receipt file'),
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const { organizationId } = sessionOf(request);
      const file = await getReceiptFile(deps, organizationId, request.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.delete(
    '/api/expenses/:id/receipt',
    {
      config: { permission: 'money.write' },
      schema: {
        tags,
        summary: "Remove the expense's receipt",
        security,
        params: idParamsSchema,
        response: { 200: expenseResponseSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request) => ({
      expense: await removeReceipt(deps, actorOf(request), request.params.id),
    }),
  );
};
