import { errorMessages } from '@rental/shared/error-messages';
import { nairobiDate } from '@rental/shared/dates';
import {
  invoiceRunResultSchema,
  sentInvoiceListResponseSchema,
  sentInvoiceQuerySchema,
} from '@rental/shared/schemas/invoices';
import { optionalCalendarDate } from '@rental/shared/schemas/dates';
import { newChargeBodySchema, newChargeResponseSchema } from '@rental/shared/schemas/charges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { etimsOfInvoices } from '../etims/index.js';
import { billNow } from './bill-now.js';
import { runInvoicesByHand } from './run-by-hand.js';
import type { InvoiceRunDeps } from './run-service.js';
import { listSentInvoices } from './sent-service.js';

const security = [{ authToken: [] }];
const tags = ['invoices'];

export const invoiceRunBodySchema = z.object({ date: optionalCalendarDate }).nullish();

export const sentInvoicesRoutes: FastifyPluginAsyncZod<{ deps: InvoiceRunDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/invoice/all',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'Sent invoices, newest first, with their status (payments settle oldest first)',
        security,
        querystring: sentInvoiceQuerySchema,
        response: {
          200: sentInvoiceListResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => {
      const { organizationId, rentalIds } = sessionOf(request);
      const today = nairobiDate(deps.clock());
      const list = await listSentInvoices(deps.db, organizationId, request.query, today, rentalIds);
      // Each invoice's sale at KRA eTIMS (the etims module sits above the invoices).
      const ids = list.invoices.map((invoice) => invoice.invoiceid);
      const etims = await etimsOfInvoices(deps, organizationId, ids);
      const invoices = list.invoices.map((invoice) => ({
        ...invoice,
        etims: etims.get(invoice.invoiceid) ?? null,
      }));
      return { ...list, invoices };
    },
  );

  app.post(
    '/api/invoice/run',
    {
      config: { permission: 'billing.setup', forbiddenMessage: errorMessages.invoiceRunOwnerOnly },
      schema: {
        tags,
        summary:
          "Bill the organization's schedules due on or before the date (today by default, never after today in Nairobi), now",
        security,
        body: invoiceRunBodySchema,
        response: {
          200: invoiceRunResultSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => runInvoicesByHand(deps, actorOf(request), request.body?.date),
  );

  app.post(
    '/api/invoice/new-charge',
    {
      config: { idempotent: true, permission: 'money.write' },
      schema: {
        tags,
        summary:
          '"Bill now": a one-off charge (repair, penalty, key replacement, other) to one ' +
          'tenant or to every tenant of a rental, due in 7 days, with an optional SMS',
        security,
        body: newChargeBodySchema,
        response: {
          201: newChargeResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await billNow(deps, actorOf(request), request.body)),
  );
};
