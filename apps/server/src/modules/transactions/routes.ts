import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  paymentBodySchema,
  reassignPaymentBodySchema,
  reversePaymentBodySchema,
  transactionListResponseSchema,
  transactionQuerySchema,
  transactionResponseSchema,
} from '@rental/shared/schemas/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import {
  deleteTransaction,
  getTransaction,
  listTransactions,
  recordPayment,
  type TransactionsDeps,
} from './service.js';
import { reassignTransaction, reverseTransaction } from './reversal-service.js';

const security = [{ authToken: [] }];
const tags = ['transactions'];

/** What reversing or moving a payment may answer besides its result. */
const reversalErrors = errorResponses(
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'month_closed',
  'payment_already_reversed',
);
export const transactionsRoutes: FastifyPluginAsyncZod<{ deps: TransactionsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/transactions/new-payment',
    {
      config: { idempotent: true, permission: 'money.write' },
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
        summary:
          'Refused: a payment is never deleted (409 payment_reverse_instead); reverse it with POST /api/transactions/{id}/reverse',
        security,
        params: idParamsSchema,
        response: {
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'payment_reverse_instead'),
        },
      },
    },
    async (request) => deleteTransaction(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/transactions/:id/reverse',
    {
      config: { permission: 'payments.delete' },
      schema: {
        tags,
        summary:
          "Reverse a tenant's payment with a reason: its recorder may, the owner may any; once only",
        security,
        params: idParamsSchema,
        body: reversePaymentBodySchema,
        response: {
          200: transactionResponseSchema,
          ...reversalErrors,
        },
      },
    },
    async (request) => ({
      transaction: await reverseTransaction(
        deps,
        actorOf(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/api/transactions/:id/reassign',
    {
      config: { permission: 'payments.move' },
      schema: {
        tags,
        summary:
          "Move a tenant's payment to another tenant (owner only): reversed on one, the same payment posted to the other with its receipt number",
        security,
        params: idParamsSchema,
        body: reassignPaymentBodySchema,
        response: {
          200: transactionResponseSchema,
          ...reversalErrors,
        },
      },
    },
    async (request) => ({
      transaction: await reassignTransaction(
        deps,
        actorOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
