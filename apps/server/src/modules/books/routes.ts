import {
  closeMonthBodySchema,
  closeMonthResponseSchema,
  closedMonthParamsSchema,
  closedMonthsResponseSchema,
  reopenMonthBodySchema,
  reopenMonthResponseSchema,
} from '@rental/shared/schemas/books';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import {
  closeMonthByOwner,
  listClosedMonths,
  reopenMonthByOwner,
  type BooksDeps,
} from './service.js';

const security = [{ authToken: [] }];
const tags = ['books'];

/** Settings → Books: the months whose books are closed (issue 29, section 4). */
export const booksRoutes: FastifyPluginAsyncZod<{ deps: BooksDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/books/closed-months',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary:
          'The closed months, newest first: filed with KRA or closed by the owner, with the ' +
          'returns filed for each. Nothing dated in a closed month can be recorded or changed.',
        security,
        response: { 200: closedMonthsResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => listClosedMonths(deps, sessionOf(request).organizationId),
  );

  app.post(
    '/api/books/closed-months',
    {
      config: { permission: 'books.close' },
      schema: {
        tags,
        summary: 'Close a month that has ended (owner only)',
        security,
        body: closeMonthBodySchema,
        response: {
          200: closeMonthResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'conflict'),
        },
      },
    },
    async (request) => closeMonthByOwner(deps, actorOf(request), request.body.month),
  );

  app.delete(
    '/api/books/closed-months/:month',
    {
      config: { permission: 'books.close' },
      schema: {
        tags,
        summary:
          'Reopen a closed month (owner only, with the current PIN); answers the KRA returns ' +
          'filed for it, whose figures may change',
        security,
        params: closedMonthParamsSchema,
        body: reopenMonthBodySchema,
        response: {
          200: reopenMonthResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'locked'),
        },
      },
    },
    async (request) =>
      reopenMonthByOwner(deps, actorOf(request), request.params.month, request.body.currentpin),
  );
};
