import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  paymentBodySchema,
  transactionListResponseSchema,
  transactionQuerySchema,
  transactionResponseSchema,
} from '@rental/shared/schemas/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import {
  deleteTransaction,
  getTransaction,
  listTransactions,
  recordPayment,
  type TransactionsDeps,
} from './service.js';

const security = [{ authToken: [] }];
const tags = ['transactions'];

export const transactionsRoutes: FastifyPluginAsyncZod<{ deps: TransactionsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/transactions/new-payment',
    {
      config: { permission: 'money.write' },
      schema: {
        tags,
        summary:
          "Record a tenant's payment (an M-PESA one once per receipt number); optionally queue an SMS receipt",
        security,
        body: paymentBodySchema,
        response: {
          201: transactionResponseSchema,
          ...errorResponses('unauthorized', 'receipt_recorded'),
        },
      },
    },
    async (request, reply) => {
      const transaction = await recordPayment(deps, actorOf(request), request.body);
      return reply.status(201).send({ transaction });
    },
  );

  app.get(
    '/api/transactions/all-transactions',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'Transactions newest first, filtered by days (inclusive), tenant and type; paged',
        security,
        querystring: transactionQuerySchema,
        response: { 200: transactionListResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => {
      const { organizationId, rentalIds } = sessionOf(request);
      return listTransactions(deps, organizationId, request.query, rentalIds);
    },
  );

  app.get(
    '/api/transactions/all-transactions/:id',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'One transaction',
        security,
        params: idParamsSchema,
        response: {
          200: transactionResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      transaction: await getTransaction(
        deps,
        sessionOf(request).organizationId,
        request.params.id,
        sessionOf(request).rentalIds,
      ),
    }),
  );

  app.delete(
    '/api/transactions/all-transactions/:id',
    {
      config: { permission: 'payments.delete' },
      schema: {
        tags,
        summary: 'Delete a transaction; only the user who recorded it may',
        security,
        params: idParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses('unauthorized', 'forbidden', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      await deleteTransaction(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
