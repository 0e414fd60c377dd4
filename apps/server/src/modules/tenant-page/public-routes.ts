import { stkRequestSchema } from '@rental/shared/schemas/subscriptions';
import {
  publicInvoiceSchema,
  publicReceiptSchema,
  publicTenantPageSchema,
  tenantPageInvoiceParamsSchema,
  tenantPageMessages,
  tenantPagePayBodySchema,
  tenantPageReceiptParamsSchema,
  tenantTokenParamsSchema,
} from '@rental/shared/schemas/tenant-page';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import { AppError } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { originOf } from '../../plugins/auth.js';
import { toStkRequest } from '../stk/stk-messages.js';
import type { StkDeps } from '../stk/stk-types.js';
import { tenantPageInvoice, tenantPageReceipt } from './document-service.js';
import { openTenantPage, payFromTenantPage } from './page-service.js';

const tags = ['tenant page'];
const minute = 60_000;

/** Requests to a page per minute: per token (a shared link) and per IP (guessing tokens). */
export interface TenantPageLimits {
  perToken: RateLimit;
  perIp: RateLimit;
  /** M-PESA prompts a page may send: each one rings the tenant's phone. */
  paymentsPerToken: RateLimit;
}

export const defaultTenantPageLimits: TenantPageLimits = {
  perToken: { max: 30, windowMs: minute },
  perIp: { max: 60, windowMs: minute },
  paymentsPerToken: { max: 5, windowMs: 15 * minute },
};

/**
 * The tenant's own page, without an account: the token in the path is the key. Every request
 * is counted in the database against its IP and its token (unknown tokens too) before anything
 * is looked up; over a limit it is a 429. Errors and the prompt's status are in the language
 * the page asks in (Accept-Language): the tenant's, unless the visitor switched the page.
 */
export const tenantPageRoutes: FastifyPluginAsyncZod<{
  deps: StkDeps;
  limits?: TenantPageLimits;
}> = async (app, { deps, limits = defaultTenantPageLimits }) => {
  async function within(request: FastifyRequest, token: string, perToken: RateLimit) {
    const now = deps.clock();
    const byIp = await takeRateSlot(deps.db, `tenant-page:ip:${request.ip}`, limits.perIp, now);
    const byToken = await takeRateSlot(deps.db, `tenant-page:token:${token}`, perToken, now);
    if (!byIp || !byToken) throw new AppError('rate_limited', tenantPageMessages.tooManyRequests);
  }

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
      await within(request, request.params.token, limits.perToken);
      return openTenantPage(deps, request.params.token, originOf(request));
    },
  );

  app.post(
    '/api/public/tenant/:token/pay',
    {
      schema: {
        tags,
        summary: "Pay with M-PESA from the tenant's page: an STK push for the balance or less",
        params: tenantTokenParamsSchema,
        body: tenantPagePayBodySchema,
        response: {
          201: stkRequestSchema,
          ...errorResponses('not_found', 'rate_limited', 'upstream', 'unavailable'),
        },
      },
    },
    async (request, reply) => {
      await within(request, request.params.token, limits.paymentsPerToken);
      const { token } = request.params;
      const started = await payFromTenantPage(deps, token, request.body, originOf(request));
      return reply.status(201).send(toStkRequest(started, requestLanguage(request)));
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
      await within(request, token, limits.perToken);
      return tenantPageInvoice(deps, token, reference);
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
      await within(request, token, limits.perToken);
      return tenantPageReceipt(deps, token, reference);
    },
  );
};
