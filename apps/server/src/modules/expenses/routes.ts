import {
  expenseBodySchema,
  expenseListResponseSchema,
  expenseQuerySchema,
  expenseResponseSchema,
} from '@rental/shared/schemas/expenses';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import {
  changeExpense,
  createExpense,
  getExpense,
  listExpenses,
  removeExpense,
  type ExpensesDeps,
} from './service.js';

const security = [{ authToken: [] }];
const tags = ['expenses'];

/** Expenses: every user of the organization records and corrects them, as with payments. */
export const expensesRoutes: FastifyPluginAsyncZod<{ deps: ExpensesDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/expenses/new-expense',
    {
      config: { idempotent: true, permission: 'money.write' },
      schema: {
        tags,
        summary: 'Record money paid out for a rental, or for the whole organization (no rental)',
        security,
        body: expenseBodySchema,
        response: {
          201: expenseResponseSchema,
          ...errorResponses('unauthorized', 'month_closed'),
        },
      },
    },
    async (request, reply) => {
      const expense = await createExpense(deps, actorOf(request), request.body);
      return reply.status(201).send({ expense });
    },
  );

  app.get(
    '/api/expenses/all',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary:
          'Expenses newest day first, filtered by days (inclusive), rental (none: the whole organization) and category; paged, with the total of all matched',
        security,
        querystring: expenseQuerySchema,
        response: { 200: expenseListResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => listExpenses(deps, sessionOf(request).organizationId, request.query),
  );

  app.get(
    '/api/expenses/:id',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'One expense',
        security,
        params: idParamsSchema,
        response: { 200: expenseResponseSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request) => ({
      expense: await getExpense(deps, sessionOf(request).organizationId, request.params.id),
    }),
  );

  app.put(
    '/api/expenses/:id',
    {
      config: { permission: 'money.write' },
      schema: {
        tags,
        summary: 'Correct an expense (every field; the receipt stays)',
        security,
        params: idParamsSchema,
        body: expenseBodySchema,
        response: {
          200: expenseResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'month_closed'),
        },
      },
    },
    async (request) => ({
      expense: await changeExpense(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/expenses/:id',
    {
      config: { permission: 'money.write' },
      schema: {
        tags,
        summary: 'Delete an expense recorded by mistake, with its receipt (not in a closed month)',
        security,
        params: idParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses('unauthorized', 'not_found', 'month_closed'),
        },
      },
    },
    async (request, reply) => {
      await removeExpense(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
