import { errorMessages } from '@rental/shared/error-messages';
import {
  activityPageSchema,
  activityQuerySchema,
  exportRecordBodySchema,
} from '@rental/shared/schemas/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { listActivity, recordExport, type ActivityDeps } from './service.js';

const security = [{ authToken: [] }];

export const activityRoutes: FastifyPluginAsyncZod<{ deps: ActivityDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/activity',
    {
      config: { permission: 'activity.read', forbiddenMessage: errorMessages.activityOwnerOnly },
      schema: {
        tags: ['activity'],
        summary: 'Who did what, newest first (owner only); nothing can edit or delete an entry',
        security,
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errorResponses('unauthorized', 'forbidden') },
      },
    },
    async (request) => listActivity(deps, actorOf(request), request.query),
  );

  app.post(
    '/api/activity/exports',
    {
      // Records a read (an export), so it stays open while the organization is suspended.
      config: { allowWhileSuspended: true, permission: 'signedIn' },
      schema: {
        tags: ['activity'],
        summary: 'Records an export made in the browser (tenant data leaving the product)',
        security,
        body: exportRecordBodySchema,
        response: { 204: z.null().describe('Recorded'), ...errorResponses('unauthorized') },
      },
    },
    async (request, reply) => {
      await recordExport(deps, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
