import { vacatingTenantsSchema } from '@rental/shared/schemas/vacating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import type { LeasesDeps } from './service.js';
import { vacatingTenants } from './vacating.js';

/**
 * The tenants with a notice to vacate (issue 32), for the "Vacating" chips. A route of its own
 * rather than a field of GET /api/tenant/all-tenants: the tenants module (layer 7) builds and
 * caches that list and may not read the leases' notices (layer 8, docs/architecture.md §3).
 * A caretaker sees it too: who is leaving and when is no private data, and they show the house.
 */
export const vacatingRoutes: FastifyPluginAsyncZod<{ deps: LeasesDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/tenant/vacating',
    {
      config: { permission: 'tenants.read' },
      schema: {
        tags: ['leases'],
        summary:
          'Current tenants with a notice to vacate and the day they are expected to move ' +
          'out (yyyy-mm-dd), soonest first',
        security: [{ authToken: [] }],
        response: {
          200: vacatingTenantsSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => ({ vacating: await vacatingTenants(deps, actorOf(request)) }),
  );
};
