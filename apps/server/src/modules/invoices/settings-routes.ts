import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  invoiceSettingBodySchema,
  invoiceSettingListResponseSchema,
  invoiceSettingResponseSchema,
  invoiceSettingUpdateSchema,
} from '@rental/shared/schemas/invoice-settings';
import {
  scheduleRunListResponseSchema,
  scheduleRunQuerySchema,
} from '@rental/shared/schemas/schedule-runs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import {
  createInvoiceSetting,
  getInvoiceSetting,
  getScheduleRuns,
  getInvoiceSettings,
  removeInvoiceSetting,
  updateInvoiceSetting,
  type InvoiceSettingsDeps,
} from './settings-service.js';

const security = [{ authToken: [] }];
const tags = ['invoice settings'];

/** Scheduled invoices ("invoice settings"): what to bill a rental's tenants, and when. */
export const invoiceSettingsRoutes: FastifyPluginAsyncZod<{ deps: InvoiceSettingsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/invoicesettings/new-invoice',
    {
      config: { permission: 'billing.setup' },
      schema: {
        tags,
        summary: 'Schedule an invoice for the tenants of a rental (first date today or later)',
        security,
        body: invoiceSettingBodySchema,
        response: {
          201: invoiceSettingResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const invoice = await createInvoiceSetting(deps, actorOf(request), request.body);
      return reply.status(201).send({ invoice });
    },
  );

  app.get(
    '/api/invoicesettings/all-invoices/:id/runs',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'What each run of a schedule did (billed, skipped, held), newest first',
        security,
        params: idParamsSchema,
        querystring: scheduleRunQuerySchema,
        response: {
          200: scheduleRunListResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      runs: await getScheduleRuns(
        deps,
        sessionOf(request).organizationId,
        request.params.id,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/api/invoicesettings/all-invoices',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'The scheduled invoices with their rental names, newest first',
        security,
        response: { 200: invoiceSettingListResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({
      invoices: await getInvoiceSettings(deps, sessionOf(request).organizationId),
    }),
  );

  app.get(
    '/api/invoicesettings/all-invoices/:id',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'One scheduled invoice',
        security,
        params: idParamsSchema,
        response: {
          200: invoiceSettingResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      invoice: await getInvoiceSetting(deps, sessionOf(request).organizationId, request.params.id),
    }),
  );

  app.put(
    '/api/invoicesettings/all-invoices/:id',
    {
      config: { permission: 'billing.setup' },
      schema: {
        tags,
        summary: 'Edit a scheduled invoice (the first date is locked once it is past)',
        security,
        params: idParamsSchema,
        body: invoiceSettingUpdateSchema,
        response: {
          200: invoiceSettingResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      invoice: await updateInvoiceSetting(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/invoicesettings/all-invoices/:id',
    {
      config: { permission: 'billing.setup' },
      schema: {
        tags,
        summary: 'Delete a scheduled invoice (its sent invoices stay)',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request, reply) => {
      await removeInvoiceSetting(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
