import { eraseResponseSchema, personalDataSchema } from '@rental/shared/schemas/personal-data';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import type { TenantsDeps } from '../tenants/index.js';
import { eraseTenant } from './erase-service.js';
import { exportPersonalData } from './export-service.js';

const security = [{ authToken: [] }];
const tags = ['tenants'];

/** A tenant's requests under the Kenya Data Protection Act 2019: access and erasure. */
export const personalDataRoutes: FastifyPluginAsyncZod<{ deps: TenantsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/tenant/:id/personal-data',
    {
      config: { permission: 'personalData.export' },
      schema: {
        tags,
        summary:
          'Everything held about a tenant (profile, tenancy, invoices, payments, readings, SMS), for their access request; logged',
        security,
        params: idParamsSchema,
        response: { 200: personalDataSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    (request) => exportPersonalData(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/tenant/:id/erase',
    {
      config: { permission: 'personalData.erase' },
      schema: {
        tags,
        summary:
          "Erase a former tenant's personal data: named Former tenant #N, phone, ID, KRA PIN and messages' text removed, ledger kept; 409 for a current tenant; again: no change",
        security,
        params: idParamsSchema,
        response: {
          200: eraseResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    (request) => eraseTenant(deps, actorOf(request), request.params.id, request.log),
  );
};
