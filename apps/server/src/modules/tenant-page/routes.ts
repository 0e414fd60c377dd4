import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  tenantLinkSchema,
  tenantLinkSmsResponseSchema,
  tenantLinkStatusSchema,
} from '@rental/shared/schemas/tenant-page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { issueTenantLink, revokeTenantLink, tenantLinkStatus } from './link-service.js';
import { sendTenantLinkSms } from './link-sms.js';
import type { TenantLinkDeps } from './link-service.js';

const security = [{ authToken: [] }];
const tags = ['tenant page'];

/**
 * The landlord's side of a tenant's private page: make, re-issue, send by SMS, look up and
 * revoke its link.
 */
export const tenantLinkRoutes: FastifyPluginAsyncZod<{ deps: TenantLinkDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/tenant/:id/link',
    {
      config: { permission: 'tenantPage.link' },
      schema: {
        tags,
        summary: "A new private link to the tenant's page (the old one stops working)",
        security,
        params: idParamsSchema,
        response: {
          201: tenantLinkSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await issueTenantLink(deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/api/tenant/:id/link/sms',
    {
      config: { permission: 'tenantPage.link' },
      schema: {
        tags,
        summary:
          "Text the tenant their page's link, in their language (a link is made if they have " +
          'none that can be sent); 409 if they opted out of SMS',
        security,
        params: idParamsSchema,
        response: {
          200: tenantLinkSmsResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => sendTenantLinkSms(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/api/tenant/:id/link',
    {
      config: { permission: 'tenantPage.link' },
      schema: {
        tags,
        summary: 'Whether the tenant has a private link, and since when (never the link itself)',
        security,
        params: idParamsSchema,
        response: { 200: tenantLinkStatusSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request) => {
      const { organizationId, rentalIds } = sessionOf(request);
      return tenantLinkStatus(deps, organizationId, request.params.id, rentalIds);
    },
  );

  app.delete(
    '/api/tenant/:id/link',
    {
      config: { permission: 'tenantPage.link' },
      schema: {
        tags,
        summary: "Revoke the tenant's private link: it answers 404 from now on",
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request, reply) => {
      await revokeTenantLink(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
