import {
  rentChangeBodySchema,
  rentChangeParamsSchema,
  rentHistoryResponseSchema,
  tenantMoveBodySchema,
} from '@rental/shared/schemas/rent-changes';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import { tenantResponseSchema } from '@rental/shared/schemas/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { moveTenant } from './move-service.js';
import { changeRent, deleteRentChange, rentHistory } from './rent-change-service.js';
import type { TenantsDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['tenants'];

/** A tenant's rent from a date, its history, and moving a tenant to another unit. */
export const tenantRentRoutes: FastifyPluginAsyncZod<{ deps: TenantsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/tenant/:id/rent-change',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary:
          "Change a tenant's monthly rent from a date (after their last rent invoice); " +
          'invoices billed from that date carry it',
        security,
        params: idParamsSchema,
        body: rentChangeBodySchema,
        response: {
          201: tenantResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const tenant = await changeRent(deps, actorOf(request), request.params.id, request.body);
      return reply.status(201).send({ tenant });
    },
  );

  app.get(
    '/api/tenant/:id/rent-history',
    {
      config: { permission: 'tenants.private' },
      schema: {
        tags,
        summary: "A tenant's rent changes, newest date first, and the rent in force today",
        security,
        params: idParamsSchema,
        response: {
          200: rentHistoryResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => {
      const { organizationId, rentalIds } = sessionOf(request);
      return rentHistory(deps, organizationId, request.params.id, rentalIds);
    },
  );

  app.delete(
    '/api/tenant/:id/rent-change/:changeid',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary: 'Delete a rent change no invoice has used yet',
        security,
        params: rentChangeParamsSchema,
        response: {
          200: tenantResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => ({
      tenant: await deleteRentChange(
        deps,
        actorOf(request),
        request.params.id,
        request.params.changeid,
      ),
    }),
  );

  app.post(
    '/api/tenant/:id/move',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary:
          'Move a tenant to another unit or room type from a date: the rent follows the new ' +
          "room type; with a new meter, the old meter's final reading is billed",
        security,
        params: idParamsSchema,
        body: tenantMoveBodySchema,
        response: {
          200: tenantResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => ({
      tenant: await moveTenant(deps, actorOf(request), request.params.id, request.body),
    }),
  );
};
