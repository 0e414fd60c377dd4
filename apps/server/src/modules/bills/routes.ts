import { invoiceBillSchema, paymentReceiptSchema } from '@rental/shared/schemas/bills';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { invoiceBill, paymentReceipt, type BillDeps } from './service.js';

const security = [{ authToken: [] }];

/** The facts invoice and receipt PDFs print beside the invoice or payment (owner and members). */
export const billRoutes: FastifyPluginAsyncZod<{ deps: BillDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/invoice/:id/bill',
    {
      config: { permission: 'money.read' },
      schema: {
        tags: ['invoices'],
        summary:
          'An invoice as a bill: whom to pay and where, balance brought forward, total due, ' +
          'due date and status',
        security,
        params: idParamsSchema,
        response: { 200: invoiceBillSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request) => {
      const { organizationId, rentalIds } = sessionOf(request);
      return invoiceBill(deps, organizationId, request.params.id, rentalIds);
    },
  );

  app.get(
    '/api/transactions/all-transactions/:id/receipt',
    {
      config: { permission: 'money.read' },
      schema: {
        tags: ['transactions'],
        summary: "A payment's receipt: who received it, where to pay, the balance after it",
        security,
        params: idParamsSchema,
        response: { 200: paymentReceiptSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request) => {
      const { organizationId, rentalIds } = sessionOf(request);
      return paymentReceipt(deps, organizationId, request.params.id, rentalIds);
    },
  );
};
