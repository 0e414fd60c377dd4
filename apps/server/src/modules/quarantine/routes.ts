import { errorMessages } from '@rental/shared/error-messages';
import {
  acceptQuarantinedResponseSchema,
  quarantinedPaymentSchema,
  quarantineListResponseSchema,
} from '@rental/shared/schemas/quarantine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import {
  acceptQuarantinedPayment,
  listQuarantinedPayments,
  rejectQuarantinedPayment,
  type QuarantineDeps,
} from './service.js';

const tags = ['mpesa'];
const security = [{ authToken: [] }];
const params = z.object({ id: z.string().max(64) });

/** Payments held out of the books until the owner decides (issue 27). */
export const quarantineRoutes: FastifyPluginAsyncZod<{ deps: QuarantineDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/mpesa/quarantine',
    {
      config: {
        permission: 'payments.review',
        forbiddenMessage: errorMessages.quarantineOwnerOnly,
      },
      schema: {
        tags,
        summary:
          'M-PESA payments held for the owner: those waiting first, then those decided in the last 30 days (owner only)',
        security,
        response: {
          200: quarantineListResponseSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => listQuarantinedPayments(deps, actorOf(request)),
  );

  app.post(
    '/api/mpesa/quarantine/:id/accept',
    {
      config: {
        permission: 'payments.review',
        forbiddenMessage: errorMessages.quarantineOwnerOnly,
      },
      schema: {
        tags,
        summary:
          'Accept a held payment after checking the M-PESA statement: posted as usual, once (owner only)',
        security,
        params,
        response: {
          200: acceptQuarantinedResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => acceptQuarantinedPayment(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/mpesa/quarantine/:id/reject',
    {
      config: {
        permission: 'payments.review',
        forbiddenMessage: errorMessages.quarantineOwnerOnly,
      },
      schema: {
        tags,
        summary: 'Reject a held payment: it never touches the books (owner only)',
        security,
        params,
        response: {
          200: quarantinedPaymentSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => rejectQuarantinedPayment(deps, actorOf(request), request.params.id),
  );
};
