import { alertMessages } from '@rental/shared/messages';
import { messageResponseSchema } from '@rental/shared/schemas/auth';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  tenantBodySchema,
  tenantListQuerySchema,
  tenantListResponseSchema,
  tenantResponseSchema,
} from '@rental/shared/schemas/tenants';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { listTenantsJson } from './list-service.js';
import { tenantForViewer } from './presenter.js';
import {
  createTenant,
  deleteTenant,
  getTenant,
  updateTenant,
  type TenantsDeps,
} from './service.js';

const security = [{ authToken: [] }];
const tags = ['tenants'];

export const tenantsRoutes: FastifyPluginAsyncZod<{ deps: TenantsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/tenant/new-tenant',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary: 'Add a tenant to a room type of one of your rentals',
        security,
        body: tenantBodySchema,
        response: {
          201: tenantResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict', 'plan_limit'),
        },
      },
    },
    async (request, reply) => {
      const tenant = await createTenant(deps, actorOf(request), request.body);
      return reply.status(201).send({ tenant });
    },
  );

  app.get(
    '/api/tenant/all-tenants',
    {
      config: { permission: 'tenants.read' },
      schema: {
        tags,
        summary: 'Your tenants, newest first; optionally those of one rental, current or former',
        security,
        querystring: tenantListQuerySchema,
        response: {
          200: tenantListResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { rentalid, status } = request.query;
      const json = await listTenantsJson(deps, actor.organizationId, actor, rentalid, status);
      // Already serialized by this route's serializer (see list-service.ts): sent as is.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/api/tenant/all-tenants/:id',
    {
      config: { permission: 'tenants.read' },
      schema: {
        tags,
        summary: 'One tenant with their monthly rent and balance',
        security,
        params: idParamsSchema,
        response: { 200: tenantResponseSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const tenant = await getTenant(
        deps,
        actor.organizationId,
        request.params.id,
        actor.rentalIds,
      );
      return { tenant: tenantForViewer(tenant, actor) };
    },
  );

  app.put(
    '/api/tenant/all-tenants/:id',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary: 'Change a tenant (the same rules as a new tenant)',
        security,
        params: idParamsSchema,
        body: tenantBodySchema,
        response: {
          200: tenantResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => ({
      tenant: await updateTenant(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/tenant/:id',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary:
          'Remove a tenant added by mistake (no invoices, payments or credit notes); otherwise 409: end the tenancy',
        security,
        params: idParamsSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => {
      await deleteTenant(deps, actorOf(request), request.params.id);
      return { message: alertMessages.tenantDeleted };
    },
  );
};
