import {
  dashboardSummarySchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@rental/shared/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { dashboardSummary, search, type ReportsDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['dashboard'];

export const reportsRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/dashboard/summary',
    {
      schema: {
        tags,
        summary:
          "This month's revenue, total debts, rentals, tenants, recent payments and " +
          '12 months of revenue against amounts invoiced',
        security,
        response: { 200: dashboardSummarySchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => dashboardSummary(deps, sessionOf(request).organizationId),
  );

  app.get(
    '/api/search',
    {
      schema: {
        tags,
        summary: 'Find tenants, rentals and transactions (at most 5 of each, newest first)',
        security,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => search(deps, sessionOf(request).organizationId, request.query.q),
  );
};
