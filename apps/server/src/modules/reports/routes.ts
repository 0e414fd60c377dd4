import {
  dashboardSummarySchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@rental/shared/schemas/dashboard';
import { arrearsQuerySchema, arrearsReportSchema } from '@rental/shared/schemas/arrears';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { depositsReportResponseSchema } from '@rental/shared/schemas/tenancy';
import { arrearsReportJson } from './arrears-service.js';
import { depositsReport } from './deposits-service.js';
import { dashboardSummary } from './dashboard.js';
import { search, type ReportsDeps } from './service.js';
import { sendKeptJson } from '../../plugins/compression.js';
import { nairobiDate } from '@rental/shared/dates';
import { cachedReportJson } from './summary-cache.js';

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
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary:
          "This month's revenue, collection rate, expenses and net, today's occupancy, total " +
          'debts, rentals, tenants, recent payments and 12 months of revenue, invoiced and ' +
          'expenses (each figure as its report computes it)',
        security,
        response: { 200: dashboardSummarySchema, ...errorResponses('unauthorized') },
      },
    },
    async (request, reply) => {
      const { organizationId, rentalIds } = sessionOf(request);
      // A member limited to some rentals has their own dashboard: the rentals are a filter.
      const scope = {
        organizationId,
        filters: { memberrentals: rentalIds },
        today: nairobiDate(deps.clock()),
      };
      const json = await cachedReportJson(deps.db, 'dashboard', scope, dashboardSummarySchema, () =>
        dashboardSummary(deps, organizationId, rentalIds),
      );
      return sendKeptJson(request, reply, json);
    },
  );

  app.get(
    '/api/search',
    {
      config: { permission: 'tenants.read' },
      schema: {
        tags,
        summary: 'Find tenants, rentals and transactions (at most 5 of each, newest first)',
        security,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => search(deps, actorOf(request), request.query.q),
  );

  app.get(
    '/api/reports/arrears',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary:
          'Who owes what and since when: each tenant in arrears with the balance split by ' +
          'days past due (current, 1–30, 31–60, 61–90, over 90), most owed first',
        security,
        querystring: arrearsQuerySchema,
        response: {
          200: arrearsReportSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const json = await arrearsReportJson(
        deps,
        sessionOf(request).organizationId,
        request.query.rentalid || undefined,
        sessionOf(request).rentalIds,
      );
      // Already serialized by this route's serializer (arrears-service.ts): sent as is.
      return sendKeptJson(request, reply, json);
    },
  );

  app.get(
    '/api/reports/deposits',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary:
          'Deposits held, per rental and tenant (apart from rent: never in arrears or revenue)',
        security,
        response: { 200: depositsReportResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => {
      const { organizationId, rentalIds } = sessionOf(request);
      return depositsReport(deps, organizationId, rentalIds);
    },
  );
};
