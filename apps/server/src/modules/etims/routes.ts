import { errorMessages } from '@rental/shared/error-messages';
import {
  etimsReportQuerySchema,
  etimsReportResponseSchema,
  etimsSettingsBodySchema,
  etimsSettingsResponseSchema,
  etimsTestResponseSchema,
  etimsTransmissionParamsSchema,
  etimsTransmissionResponseSchema,
  etimsTransmissionsQuerySchema,
  etimsTransmissionsResponseSchema,
} from '@rental/shared/schemas/etims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { testEtims } from './device-service.js';
import { etimsMonthReport } from './report-service.js';
import { getEtimsSettings, saveEtimsSettings, type EtimsDeps } from './settings-service.js';
import { listTransmissions, retryTransmission } from './transmissions-service.js';

const security = [{ authToken: [] }];
const tags = ['etims'];
const config = {
  permission: 'etims.setup',
  forbiddenMessage: errorMessages.etimsOwnerOnly,
} as const;

/** Settings → KRA eTIMS (issue 34): owner only; the cmcKey is never answered. */
export const etimsRoutes: FastifyPluginAsyncZod<{ deps: EtimsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/etims/settings',
    {
      config,
      schema: {
        tags,
        summary: 'The KRA eTIMS device and choices (owner only); null until saved',
        security,
        response: {
          200: etimsSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => ({ etimssettings: await getEtimsSettings(deps, actorOf(request)) }),
  );

  app.put(
    '/api/etims/settings',
    {
      config,
      schema: {
        tags,
        summary:
          'Save the KRA eTIMS device (PIN, branch, serial, environment), VAT registration and which tenants get eTIMS invoices (owner only); a changed device is initialised again by the next test',
        security,
        body: etimsSettingsBodySchema,
        response: {
          200: etimsSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation'),
        },
      },
    },
    async (request) => ({
      etimssettings: await saveEtimsSettings(deps, actorOf(request), request.body),
    }),
  );

  app.post(
    '/api/etims/test',
    {
      config,
      schema: {
        tags,
        summary:
          "Test the connection to KRA eTIMS (owner only): initialises the device when needed (its key is kept, never shown), then reads KRA's code lists",
        security,
        response: {
          200: etimsTestResponseSchema,
          ...errorResponses(
            'unauthorized',
            'forbidden',
            'validation',
            'conflict',
            'unprocessable',
            'upstream',
          ),
        },
      },
    },
    async (request) => testEtims(deps, actorOf(request)),
  );

  app.get(
    '/api/etims/transmissions',
    {
      config,
      schema: {
        tags,
        summary:
          "The invoices and credit notes sent to KRA eTIMS (owner only): queued in a month (YYYY-MM, Nairobi) and of a status, with KRA's control number, signature and QR code URL; with limit, a page newest first, continued by cursor",
        security,
        querystring: etimsTransmissionsQuerySchema,
        response: {
          200: etimsTransmissionsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation'),
        },
      },
    },
    async (request) => listTransmissions(deps, actorOf(request), request.query),
  );

  app.get(
    '/api/etims/report',
    {
      config,
      schema: {
        tags,
        summary:
          "The month's eTIMS report (owner only): the invoices and credit notes whose sale date (Nairobi) falls in the month, with the control unit's number, KRA's control number and signature, tax type and amounts, and the totals KRA took per tax type",
        security,
        querystring: etimsReportQuerySchema,
        response: {
          200: etimsReportResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation'),
        },
      },
    },
    async (request) => ({
      etimsreport: await etimsMonthReport(deps, actorOf(request), request.query.month),
    }),
  );

  app.post(
    '/api/etims/transmissions/:id/retry',
    {
      config,
      schema: {
        tags,
        summary:
          'Send a document KRA did not take to KRA eTIMS again, under the same number (owner only); logged',
        security,
        params: etimsTransmissionParamsSchema,
        response: {
          200: etimsTransmissionResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => ({
      transmission: await retryTransmission(deps, actorOf(request), request.params.id),
    }),
  );
};
