import {
  leasePdfQuerySchema,
  leaseTemplateBodySchema,
  leaseTemplateParamsSchema,
  leaseTemplatesSchema,
} from '@rental/shared/schemas/lease-templates';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { leasePdf } from './lease-pdf-service.js';
import type { LeasesDeps } from './service.js';
import { getLeaseTemplates, putLeaseTemplate } from './template-service.js';

const security = [{ authToken: [] }];
const tags = ['leases'];

/**
 * The lease PDF (issue 32): the organization's editable template in English and Kiswahili
 * (Settings → Lease), and a tenant's lease made from it.
 */
export const leaseTemplateRoutes: FastifyPluginAsyncZod<{ deps: LeasesDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/lease-templates',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary: 'The lease template and house rules in each language (the default until saved)',
        security,
        response: {
          200: leaseTemplatesSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => getLeaseTemplates(deps.db, actorOf(request).organizationId),
  );

  app.put(
    '/api/lease-templates/:language',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary:
          'Save the lease template and house rules of one language; words in braces the ' +
          'lease cannot fill in are refused, named under their field',
        security,
        params: leaseTemplateParamsSchema,
        body: leaseTemplateBodySchema,
        response: {
          200: leaseTemplatesSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation'),
        },
      },
    },
    async (request) =>
      putLeaseTemplate(deps, actorOf(request), request.params.language, request.body),
  );

  app.get(
    '/api/tenant/:id/lease.pdf',
    {
      config: { permission: 'tenants.private' },
      schema: {
        tags,
        summary:
          "A tenant's lease as a PDF, from the organization's template, in English or " +
          "Kiswahili (the tenant's language unless `lang` is given); 409 while no lease is set",
        security,
        params: idParamsSchema,
        querystring: leasePdfQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: z.unknown().describe('The lease PDF'),
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await leasePdf(
        deps,
        actorOf(request),
        request.params.id,
        request.query.lang,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
