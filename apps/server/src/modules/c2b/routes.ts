import {
  assignUnallocatedBodySchema,
  assignUnallocatedResponseSchema,
  statementImportResponseSchema,
  unallocatedListResponseSchema,
} from '@rental/shared/schemas/mpesa-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessages } from '@rental/shared/error-messages';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { importStatement } from './statement-import.js';
import type { CallbackSourceCheck } from '../../integrations/mpesa/callback-sources.js';
import { handleC2bCallback, type CallbackDeps } from './callback.js';
import { assignUnallocated, listUnallocated, type C2bDeps } from './service.js';

const tags = ['mpesa'];
const security = [{ authToken: [] }];

const c2bAnswer = z.object({
  ResultCode: z.union([z.number(), z.string()]),
  ResultDesc: z.string(),
});

/**
 * The URLs M-PESA calls (no session: the unguessable per-organization secret in the path and
 * M-PESA's source addresses are the credentials). The body is kept as the exact text received, so it is stored as M-PESA
 * sent it and malformed JSON is answered by us (400) rather than by the framework.
 */
export const c2bCallbackRoutes: FastifyPluginAsyncZod<{
  deps: CallbackDeps & { callbackSources: CallbackSourceCheck };
}> = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  for (const kind of ['confirmation', 'validation'] as const) {
    app.post(
      `/api/c2b/:secret/${kind}`,
      {
        schema: {
          tags,
          summary:
            kind === 'confirmation'
              ? 'C2B confirmation from M-PESA: stored and answered, then reconciled to a tenant or left unallocated within moments'
              : 'C2B validation from M-PESA: rejects unknown account numbers (C2B00012) when turned on',
          params: z.object({ secret: z.string() }),
          response: { ...errorResponses('not_found'), 200: c2bAnswer, 400: c2bAnswer },
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        // request.ip is X-Forwarded-For's client only behind a proxy TRUST_PROXY names.
        const source = { ip: request.ip, trusted: deps.callbackSources(request.ip) };
        const answer = await handleC2bCallback(deps, request.params.secret, kind, raw, source);
        return reply.status(answer.status).send(answer.body);
      },
    );
  }
};

const statementBodyLimit = 5 * 1024 * 1024;
const csvOnlyMessage = errorMessages.statementCsvOnly;

/** Payments no tenant matched, and the statement import that may add to them. */
export const unallocatedRoutes: FastifyPluginAsyncZod<{ deps: C2bDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: statementBodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/mpesa/unallocated',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'Paybill payments no tenant matched, newest first',
        security,
        response: { 200: unallocatedListResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({
      payments: await listUnallocated(deps, sessionOf(request).organizationId),
    }),
  );

  app.post(
    '/api/mpesa/unallocated/:id/assign',
    {
      config: { idempotent: true, permission: 'money.write' },
      schema: {
        tags,
        summary: "Make an unallocated payment the chosen tenant's (with its SMS receipt)",
        security,
        params: z.object({ id: z.string() }),
        body: assignUnallocatedBodySchema,
        response: {
          200: assignUnallocatedResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict', 'validation'),
        },
      },
    },
    async (request) =>
      assignUnallocated(deps, actorOf(request), request.params.id, request.body.tenantid),
  );

  app.post(
    '/api/mpesa/statement-import',
    {
      config: { permission: 'money.write' },
      bodyLimit: statementBodyLimit,
      preValidation: async (request) => {
        if (typeof request.body !== 'string') {
          throw new AppError('unsupported_media_type', csvOnlyMessage);
        }
      },
      schema: {
        tags,
        summary:
          'Reconcile a paybill statement (CSV): same matching as callbacks, receipts already recorded are skipped',
        security,
        consumes: ['text/csv'],
        body: z.string({ error: csvOnlyMessage }),
        response: {
          200: statementImportResponseSchema,
          ...errorResponses('unauthorized', 'payload_too_large', 'unsupported_media_type'),
        },
      },
    },
    async (request) => importStatement(deps, actorOf(request), request.body),
  );
};
