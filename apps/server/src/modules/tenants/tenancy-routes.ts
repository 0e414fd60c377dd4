import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  creditNoteBodySchema,
  creditNoteResponseSchema,
  endTenancyBodySchema,
  endTenancyResponseSchema,
  moveOutPreviewQuerySchema,
  moveOutPreviewSchema,
} from '@rental/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { issueCreditNote } from './credit-note.js';
import { endTenancy } from './end-tenancy.js';
import { moveOutPreview } from './move-out-preview.js';
import type { TenantsDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['tenants'];

/** Corrections and move-out: both post through the ledger and write the activity log. */
export const tenancyRoutes: FastifyPluginAsyncZod<{ deps: TenantsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/tenant/:id/credit-note',
    {
      config: { idempotent: true, permission: 'money.write' },
      schema: {
        tags,
        summary:
          'Credit a tenant (waive, discount, correct a charge): on one invoice, or on the balance',
        security,
        params: idParamsSchema,
        body: creditNoteBodySchema,
        response: {
          201: creditNoteResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await issueCreditNote(deps, actorOf(request), id, request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/tenant/:id/end-tenancy',
    {
      config: { idempotent: true, permission: 'tenants.write' },
      schema: {
        tags,
        summary:
          'End a tenancy: move-out date, final water reading billed, deposit settled to zero',
        security,
        params: idParamsSchema,
        body: endTenancyBodySchema,
        response: {
          200: endTenancyResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => ({
      tenant: await endTenancy(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/tenant/:id/move-out-preview',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary:
          'What ending the tenancy on a date would credit back (rent billed after it) and the balance after',
        security,
        params: idParamsSchema,
        querystring: moveOutPreviewQuerySchema,
        response: {
          200: moveOutPreviewSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) =>
      moveOutPreview(deps, actorOf(request), request.params.id, request.query.moveoutdate),
  );
};
