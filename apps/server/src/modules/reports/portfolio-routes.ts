import {
  collectionsQuerySchema,
  collectionsSchema,
  incomeStatementQuerySchema,
  incomeStatementSchema,
  occupancySchema,
  rentalReportQuerySchema,
  rentRollSchema,
  vacanciesSchema,
  vacancySettingsSchema,
} from '@rental/shared/schemas/reports';
import { nairobiDate } from '@rental/shared/dates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { collections } from './collections.js';
import { incomeStatement } from './income-statement.js';
import { occupancy } from './occupancy.js';
import { rentRoll } from './rent-roll.js';
import { vacancies } from './vacancies.js';
import { saveVacancySettings, vacancySettings } from './vacancy-alerts.js';
import type { ReportsDeps } from './service.js';
import { cachedReportJson } from './summary-cache.js';
import type { RentalScope as MemberRentals } from '../access/index.js';
import { sendKeptJson } from '../../plugins/compression.js';

const security = [{ authToken: [] }];
const tags = ['reports'];

/** The portfolio reports (/reports): rent roll, occupancy, collections, income statement. */
export const portfolioReportsRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  /**
   * Each report computed and serialized once per database change, day and filters
   * (summary-cache.ts), and sent as it was written.
   */
  const cached = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    report: string,
    schema: ZodType<T>,
    compute: (organizationId: string, member: MemberRentals) => Promise<T>,
  ) => {
    const { organizationId, rentalIds } = sessionOf(request);
    const today = nairobiDate(deps.clock());
    // Members limited to different rentals get different reports: their rentals are a filter.
    const filters = { ...(request.query as object), memberrentals: rentalIds };
    const scope = { organizationId, filters, today };
    const json = await cachedReportJson(deps.db, report, scope, schema, () =>
      compute(organizationId, rentalIds),
    );
    return sendKeptJson(request, reply, json);
  };

  app.get(
    '/api/reports/rent-roll',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary:
          'One row per unit: tenant or vacant, rent in force, deposit held, balance, move-in date',
        security,
        querystring: rentalReportQuerySchema,
        response: { 200: rentRollSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request, reply) =>
      cached(
        request,
        reply as FastifyReply,
        'rent-roll',
        rentRollSchema,
        (organizationId, member) => rentRoll(deps, organizationId, request.query, member),
      ),
  );

  app.get(
    '/api/reports/occupancy',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary:
          'Units, occupied, vacant, vacancy rate and vacancy loss per rental and in total, ' +
          'with 12 months of occupancy',
        security,
        querystring: rentalReportQuerySchema,
        response: { 200: occupancySchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request, reply) =>
      cached(
        request,
        reply as FastifyReply,
        'occupancy',
        occupancySchema,
        (organizationId, member) => occupancy(deps, organizationId, request.query, member),
      ),
  );

  app.get(
    '/api/reports/collections',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary: 'Per month and rental: invoiced, collected and the collection rate',
        security,
        querystring: collectionsQuerySchema,
        response: { 200: collectionsSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request, reply) =>
      cached(
        request,
        reply as FastifyReply,
        'collections',
        collectionsSchema,
        (organizationId, member) => collections(deps, organizationId, request.query, member),
      ),
  );

  app.get(
    '/api/reports/income-statement',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary:
          'Income collected (rent, water, service charge, other) and expenses by category per ' +
          'rental and in total, with the net, for the days from..to (this month by default)',
        security,
        querystring: incomeStatementQuerySchema,
        response: { 200: incomeStatementSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request, reply) =>
      cached(
        request,
        reply as FastifyReply,
        'income-statement',
        incomeStatementSchema,
        (organizationId, member) => incomeStatement(deps, organizationId, request.query, member),
      ),
  );

  app.get(
    '/api/reports/vacancies',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary:
          'Every vacant unit with the day it fell vacant, days vacant and the rent lost so far ' +
          '(prorated by day); tenants with a move-out date ahead; mean days to re-let',
        security,
        querystring: rentalReportQuerySchema,
        response: { 200: vacanciesSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request, reply) =>
      cached(
        request,
        reply as FastifyReply,
        'vacancies',
        vacanciesSchema,
        (organizationId, member) => vacancies(deps, organizationId, request.query, member),
      ),
  );

  app.get(
    '/api/reports/vacancies/settings',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary: 'After how many days vacant the landlord is alerted (null: never)',
        security,
        response: { 200: vacancySettingsSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => vacancySettings(deps.db, sessionOf(request).organizationId),
  );

  app.put(
    '/api/reports/vacancies/settings',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary: 'Alert when a unit is vacant longer than N days (null: no alert)',
        security,
        body: vacancySettingsSchema,
        response: {
          200: vacancySettingsSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation'),
        },
      },
    },
    async (request) => saveVacancySettings(deps, actorOf(request), request.body),
  );
};
