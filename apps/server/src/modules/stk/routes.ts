import { timingSafeEqual } from 'node:crypto';
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
import { processStkCallback, storeStkCallback } from './stk-callback.js';
import { toStkRequest } from './stk-messages.js';
import type { StkDeps } from './stk-types.js';

const security = [{ authToken: [] }];
const tags = ['stk'];

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * STK push (M-PESA Express): the callback M-PESA calls (unsigned: a secret in the path),
 * stored raw, answered at once and applied after.
 */
export const stkCallbackRoutes: FastifyPluginAsyncZod<{ deps: StkDeps }> = async (
  app,
  { deps },
) => {
  const log = deps.log ?? ((error: unknown) => app.log.error({ err: error }, 'STK callback'));
  const withLog = { ...deps, log };

  app.post(
    '/api/stk/callback/:secret',
    {
      schema: {
        tags,
        summary: 'Where M-PESA posts the STK result (stored, answered at once, applied once)',
        params: z.object({ secret: z.string().max(128) }),
        body: z.unknown(),
        response: {
          200: z.object({ ResultCode: z.number(), ResultDesc: z.string() }),
          ...errorResponses('not_found'),
        },
      },
    },
    async (request) => {
      if (!sameSecret(request.params.secret, deps.stk.callbackSecret)) throw notFound('Page');
      await storeStkCallback(withLog, request.body);
      const payload = request.body;
      setImmediate(() => {
        processStkCallback(withLog, payload).catch(log);
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
