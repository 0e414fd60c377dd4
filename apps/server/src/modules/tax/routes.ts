import {
  kraMriFilingBodySchema,
  kraMriFilingResponseSchema,
  kraMriQuerySchema,
  kraMriReportSchema,
} from '@rental/shared/schemas/kra-mri';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { recordMriFiling, type TaxDeps } from './mri-filing.js';
import { mriReport } from './mri-report.js';
import { cachedReportJson } from '../reports/index.js';
import { sendKeptJson } from '../../plugins/compression.js';

const security = [{ authToken: [] }];
const tags = ['reports'];

export const taxRoutes: FastifyPluginAsyncZod<{ deps: TaxDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/reports/kra-mri',
    {
      config: { permission: 'tax.file' },
      schema: {
        tags,
        summary:
          'KRA Monthly Rental Income return for a month: residential rent received per ' +
          'property, the tax at the rate in force, the due date (20th of the next month), NIL ' +
          'when nothing was received, the year so far against the MRI band, and the filing',
        security,
        querystring: kraMriQuerySchema,
        response: { 200: kraMriReportSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request, reply) => {
      const { organizationId } = sessionOf(request);
      // Once per database change and filters: a month's figures move only with the data.
      const scope = { organizationId, filters: request.query, today: '' };
      const json = await cachedReportJson(deps.db, 'kra-mri', scope, kraMriReportSchema, () =>
        mriReport(deps.db, organizationId, request.query),
      );
      return sendKeptJson(request, reply, json);
    },
  );

  app.put(
    '/api/reports/kra-mri/filing',
    {
      config: { permission: 'tax.file' },
      schema: {
        tags,
        summary:
          "Record a month's return as filed: the PRN from iTax and the date the tax was paid",
        security,
        body: kraMriFilingBodySchema,
        response: {
          200: kraMriFilingResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({ filing: await recordMriFiling(deps, actorOf(request), request.body) }),
  );
};
