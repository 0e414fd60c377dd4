import { lateFeeMessages } from '@rental/shared/schemas/late-fees';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  lateFeeRuleBodySchema,
  lateFeeRuleResponseSchema,
  waiveBodySchema,
  waiveResponseSchema,
} from '@rental/shared/schemas/late-fees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { getLateFeeRule, saveLateFeeRule, type LateFeeDeps } from './rules.js';
import { waiveLateFee } from './waive.js';

const security = [{ authToken: [] }];
const tags = ['late fees'];

/** A rental's late-fee rule, and waiving a fee charged under it. */
export const lateFeeRoutes: FastifyPluginAsyncZod<{ deps: LateFeeDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/rental/all-rentals/:id/late-fee',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: "The rental's late-fee rule (off, KES 500 after 3 days, until one is saved)",
        security,
        params: idParamsSchema,
        response: {
          200: lateFeeRuleResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      latefee: await getLateFeeRule(deps, actorOf(request), request.params.id),
    }),
  );

  app.put(
    '/api/rental/all-rentals/:id/late-fee',
    {
      config: { permission: 'billing.setup', forbiddenMessage: lateFeeMessages.ownerOnly },
      schema: {
        tags,
        summary:
          'Set the late fee charged on each invoice still unpaid N grace days after its due ' +
          'date: a fixed KES amount or a percentage of what is unpaid (owner only)',
        security,
        params: idParamsSchema,
        body: lateFeeRuleBodySchema,
        response: {
          200: lateFeeRuleResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => ({
      latefee: await saveLateFeeRule(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/invoice/:id/waive',
    {
      config: {
        idempotent: true,
        permission: 'billing.setup',
        forbiddenMessage: lateFeeMessages.waiveOwnerOnly,
      },
      schema: {
        tags,
        summary: 'Waive a late fee with a reason: a credit note for the fee (owner only, once)',
        security,
        params: idParamsSchema,
        body: waiveBodySchema,
        response: {
          201: waiveResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await waiveLateFee(deps, actorOf(request), request.params.id, request.body.reason)),
  );
};
