import { nairobiDate } from '@rental/shared/dates';
import {
  repairsReportQuerySchema,
  repairsReportSchema,
} from '@rental/shared/schemas/repair-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { sendKeptJson } from '../../plugins/compression.js';
import { sessionOf } from '../../plugins/auth.js';
import { repairsReport } from '../repairs/index.js';
import type { ReportsDeps } from './service.js';
import { cachedReportJson } from './summary-cache.js';

/**
 * Reports → Repairs. The figures are the repairs module's (it owns their tables and sits beside
 * reports in the module order); this route serves them as the other reports are served: once
 * per database change, day and filters (summary-cache.ts).
 */
export const repairsReportRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/reports/repairs',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary:
          'Open repairs with their age (and counted under 7, 7–30 and over 30 days), and per ' +
          'rental and month what closed repairs cost the landlord, what was charged to ' +
          'tenants, and the rental’s other expenses (months from..to, the last 12 by default)',
        security: [{ authToken: [] }],
        querystring: repairsReportQuerySchema,
        response: {
          200: repairsReportSchema,
          ...errorResponses('unauthorized', 'not_found', 'validation'),
        },
      },
    },
    async (request, reply) => {
      const { organizationId, rentalIds } = sessionOf(request);
      const scope = {
        organizationId,
        filters: { ...request.query, memberrentals: rentalIds },
        today: nairobiDate(deps.clock()),
      };
      const json = await cachedReportJson(deps.db, 'repairs', scope, repairsReportSchema, () =>
        repairsReport(deps, organizationId, request.query, rentalIds),
      );
      return sendKeptJson(request, reply, json);
    },
  );
};
