import { nairobiDate } from '@rental/shared/dates';
import { planUsageResponseSchema } from '@rental/shared/schemas/plan-usage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { planUsage } from './service.js';

export const plansRoutes: FastifyPluginAsyncZod<{ deps: { db: Db; clock: Clock } }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/plan/usage',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['plans'],
        summary: 'The plan whose limits apply, the free trial and current usage',
        security: [{ authToken: [] }],
        response: { 200: planUsageResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) =>
      planUsage(deps.db, sessionOf(request).organizationId, nairobiDate(deps.clock())),
  );
};
