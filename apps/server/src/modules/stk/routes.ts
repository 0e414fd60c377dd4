import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  stkRequestSchema,
  subscriptionPaymentBodySchema,
  tenantStkBodySchema,
} from '@rental/shared/schemas/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { getStkRequest, startSubscriptionPayment, startTenantPayment } from './service.js';
import { processStkCallback, receiveStkCallback } from './stk-callback.js';
import { toStkRequest } from './stk-messages.js';
import type { StkDeps } from './stk-types.js';

const security = [{ authToken: [] }];
const tags = ['stk'];

/**
 * STK push (M-PESA Express): the callback M-PESA calls (unsigned: the push's own token in the
 * path), stored raw, answered at once and applied after, to that push only.
 */
export const stkCallbackRoutes: FastifyPluginAsyncZod<{ deps: StkDeps }> = async (
  app,
  { deps },
) => {
  const log = deps.log ?? ((error: unknown) => app.log.error({ err: error }, 'STK callback'));
  const withLog = { ...deps, log };

  app.post(
    '/api/stk/callback/:token',
    {
      schema: {
        tags,
        summary:
          "Where M-PESA posts an STK result, on its push's own token (stored, answered at once, applied once)",
        params: z.object({ token: z.string().max(128) }),
        body: z.unknown(),
        response: {
          200: z.object({ ResultCode: z.number(), ResultDesc: z.string() }),
          ...errorResponses('not_found'),
        },
      },
    },
    async (request) => {
      const received = await receiveStkCallback(withLog, request.params.token, request.body);
      if (!received) throw notFound('Page');
      setImmediate(() => {
        processStkCallback(withLog, received).catch(log);
      });
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );
};

/** The signed-in side: start a push, follow it; its message in the user's language. */
export const stkRoutes: FastifyPluginAsyncZod<{ deps: StkDeps }> = async (app, { deps }) => {
  const log = deps.log ?? ((error: unknown) => app.log.error({ err: error }, 'STK status query'));
  const withLog = { ...deps, log };
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/stk/subscription',
    {
      config: { permission: 'subscription' },
      schema: {
        tags,
        summary: "Pay the plan's monthly price by STK push (the amount is the catalogue's)",
        security,
        body: subscriptionPaymentBodySchema,
        response: {
          201: stkRequestSchema,
          ...errorResponses('unauthorized', 'forbidden', 'upstream', 'unavailable'),
        },
      },
    },
    async (request, reply) => {
      const row = await startSubscriptionPayment(withLog, actorOf(request), request.body);
      return reply.status(201).send(toStkRequest(row, requestLanguage(request)));
    },
  );

  app.post(
    '/api/stk/tenant/:id',
    {
      config: { idempotent: true, permission: 'money.write' },
      schema: {
        tags,
        summary: "Ask a tenant to pay their balance by STK push on the tenant's phone",
        security,
        params: idParamsSchema,
        body: tenantStkBodySchema.optional(),
        response: {
          201: stkRequestSchema,
          ...errorResponses('unauthorized', 'not_found', 'upstream', 'unavailable'),
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const row = await startTenantPayment(withLog, actorOf(request), request.params.id, body);
      return reply.status(201).send(toStkRequest(row, requestLanguage(request)));
    },
  );

  app.get(
    '/api/stk/requests/:id',
    {
      config: { permission: 'money.write' },
      schema: {
        tags,
        summary: 'How an STK push ended (a pending one over a minute old is queried)',
        security,
        params: idParamsSchema,
        response: { 200: stkRequestSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request) => {
      const { organizationId } = sessionOf(request);
      const row = await getStkRequest(withLog, organizationId, request.params.id);
      return toStkRequest(row, requestLanguage(request));
    },
  );
};
