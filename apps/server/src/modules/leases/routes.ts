import {
  leaseBodySchema,
  leaseRenewBodySchema,
  tenantLeaseSchema,
  vacateNoticeBodySchema,
} from '@rental/shared/schemas/leases';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import {
  getTenantLease,
  giveVacateNotice,
  putLease,
  renewLease,
  type LeasesDeps,
} from './service.js';

const security = [{ authToken: [] }];
const tags = ['leases'];
const changes = {
  200: tenantLeaseSchema,
  ...errorResponses('unauthorized', 'forbidden', 'validation', 'not_found', 'conflict'),
};

/** A tenancy's lease (issue 32): term, notice period, yearly rise, renewal, notice to vacate. */
export const leaseRoutes: FastifyPluginAsyncZod<{ deps: LeasesDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/tenant/:id/lease',
    {
      config: { permission: 'tenants.private' },
      schema: {
        tags,
        summary: "A tenant's lease (null until set) and the notice to vacate in force",
        security,
        params: idParamsSchema,
        response: {
          200: tenantLeaseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => getTenantLease(deps, actorOf(request), request.params.id),
  );

  app.put(
    '/api/tenant/:id/lease',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary:
          "Set a current tenant's lease: start, end (or open-ended), notice days, and a " +
          'yearly rise by a percentage or an amount on each anniversary',
        security,
        params: idParamsSchema,
        body: leaseBodySchema,
        response: changes,
      },
    },
    async (request) => putLease(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/tenant/:id/lease/renew',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary:
          'Renew the lease to a later end, optionally with a new rent from a date (a dated ' +
          'rent change; the day after the old end unless given)',
        security,
        params: idParamsSchema,
        body: leaseRenewBodySchema,
        response: changes,
      },
    },
    async (request) => renewLease(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/tenant/:id/notice',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags,
        summary:
          'Record a notice to vacate from the tenant or the landlord: the expected move-out, ' +
          'shown on the unit and in the vacancies list',
        security,
        params: idParamsSchema,
        body: vacateNoticeBodySchema,
        response: changes,
      },
    },
    async (request) => giveVacateNotice(deps, actorOf(request), request.params.id, request.body),
  );
};
