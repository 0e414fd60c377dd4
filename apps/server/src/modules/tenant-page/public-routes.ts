import { stkRequestSchema } from '@rental/shared/schemas/subscriptions';
import {
  publicInvoiceSchema,
  publicReceiptSchema,
  publicTenantPageSchema,
  tenantPageChannelBodySchema,
  tenantPageChannelResponseSchema,
  tenantPageInvoiceParamsSchema,
  tenantPagePayBodySchema,
  tenantPageReceiptParamsSchema,
  tenantTokenParamsSchema,
} from '@rental/shared/schemas/tenant-page';
import {
  repairMaxPhotos,
  tenantRepairBodySchema,
  tenantRepairReportedSchema,
} from '@rental/shared/schemas/repairs';
import { receiptMaxBytes } from '@rental/shared/schemas/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { originOf } from '../../plugins/auth.js';
import { reportRepairFromPage } from '../repairs/index.js';
import { toStkRequest, type StkDeps } from '../stk/index.js';
import { chooseChannelOnPage } from './channel-service.js';
import { tenantPageInvoice, tenantPageReceipt } from './document-service.js';
import { defaultTenantPageLimits, pageGate, type TenantPageLimits } from './page-gate.js';
import { openTenantPage, payFromTenantPage } from './page-service.js';

export { defaultTenantPageLimits, type TenantPageLimits } from './page-gate.js';

const tags = ['tenant page'];

/** A report's body: three photos as big as receipts, in base64 (4 bytes per 3), and the words. */
const repairBodyLimit = repairMaxPhotos * Math.ceil((receiptMaxBytes * 4) / 3 + 64) + 64 * 1024;

/**
 * The tenant's own page, without an account: the token in the path is the key. Each request
 * passes the page's gate (page-gate.ts: limits per IP, per link and, for prompts, per phone)
 * before anything else. Errors and the prompt's status are in the language the page asks in
 * (Accept-Language): the tenant's, unless the visitor switched the page.
 */
export const tenantPageRoutes: FastifyPluginAsyncZod<{
  deps: StkDeps;
  limits?: Partial<TenantPageLimits>;
}> = async (app, { deps, limits }) => {
  const allowed = { ...defaultTenantPageLimits, ...limits };
  const admit = pageGate(deps, allowed);

  app.get(
    '/api/public/tenant/:token',
    {
      schema: {
        tags,
        summary: "A tenant's own page: whom to pay and where, balance, deposit and statement",
        params: tenantTokenParamsSchema,
        response: {
          200: publicTenantPageSchema,
          ...errorResponses('not_found', 'rate_limited'),
        },
      },
    },
    async (request) => {
      const tenant = await admit(request.ip, request.params.token, 'view');
      return openTenantPage(deps, tenant, originOf(request));
    },
  );

  app.post(
    '/api/public/tenant/:token/pay',
    {
      schema: {
        tags,
        summary:
          "Pay with M-PESA from the tenant's page: an STK push for the balance or less, to a phone the landlord saved",
        params: tenantTokenParamsSchema,
        body: tenantPagePayBodySchema,
        response: {
          201: stkRequestSchema,
          ...errorResponses(
            'not_found',
            'unprocessable',
            'rate_limited',
            'upstream',
            'unavailable',
          ),
        },
      },
    },
    async (request, reply) => {
      const tenant = await admit(request.ip, request.params.token, 'payment');
      const started = await payFromTenantPage(
        deps,
        tenant,
        request.body,
        originOf(request),
        allowed.paymentsPerPhone,
      );
      return reply.status(201).send(toStkRequest(started, requestLanguage(request)));
    },
  );

  app.post(
    '/api/public/tenant/:token/repairs',
    {
      bodyLimit: repairBodyLimit,
      schema: {
        tags,
        summary:
          "Report a problem in the house from the tenant's page: a category, a description, " +
          'up to 3 photos (base64, checked as receipts are); the reference is texted to the tenant',
        params: tenantTokenParamsSchema,
        body: tenantRepairBodySchema,
        response: {
          201: tenantRepairReportedSchema,
          ...errorResponses('not_found', 'validation', 'payload_too_large', 'rate_limited'),
        },
      },
    },
    async (request, reply) => {
      const tenant = await admit(request.ip, request.params.token, 'report');
      return reply.status(201).send(await reportRepairFromPage(deps, tenant, request.body));
    },
  );

  app.put(
    '/api/public/tenant/:token/channel',
    {
      schema: {
        tags,
        summary:
          "How the tenant is messaged, chosen on their page: 'sms', or 'whatsapp_sms' (WhatsApp, " +
          "then SMS once if it does not arrive) when the landlord's WhatsApp is set up",
        params: tenantTokenParamsSchema,
        body: tenantPageChannelBodySchema,
        response: {
          200: tenantPageChannelResponseSchema,
          ...errorResponses('not_found', 'validation', 'unprocessable', 'rate_limited'),
        },
      },
    },
    async (request) => {
      const tenant = await admit(request.ip, request.params.token, 'channel');
      const channel = await chooseChannelOnPage(
        deps,
        tenant,
        request.body.channel,
        originOf(request),
      );
      return { channel };
    },
  );

  app.get(
    '/api/public/tenant/:token/invoices/:reference',
    {
      schema: {
        tags,
        summary: "One of the tenant's own invoices (INV-000123), with what its PDF prints",
        params: tenantPageInvoiceParamsSchema,
        response: {
          200: publicInvoiceSchema,
          ...errorResponses('not_found', 'rate_limited'),
        },
      },
    },
    async (request) => {
      const { token, reference } = request.params;
      const tenant = await admit(request.ip, token, 'view');
      return tenantPageInvoice(deps, tenant, reference);
    },
  );

  app.get(
    '/api/public/tenant/:token/receipts/:reference',
    {
      schema: {
        tags,
        summary: "The receipt of one of the tenant's own payments, by its statement reference",
        params: tenantPageReceiptParamsSchema,
        response: {
          200: publicReceiptSchema,
          ...errorResponses('not_found', 'rate_limited'),
        },
      },
    },
    async (request) => {
      const { token, reference } = request.params;
      const tenant = await admit(request.ip, token, 'view');
      return tenantPageReceipt(deps, tenant, reference);
    },
  );
};
