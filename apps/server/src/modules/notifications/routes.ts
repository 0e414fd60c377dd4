import {
  notificationListResponseSchema,
  notificationReadBodySchema,
} from '@rental/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { listNotifications, markNotificationsRead, type NotificationsDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: NotificationsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/notifications',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'What needs the landlord now (derived from the data), with read per user',
        security,
        response: { 200: notificationListResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({ notifications: await listNotifications(deps, actorOf(request)) }),
  );

  app.post(
    '/api/notifications/read',
    {
      // Marking read is the reader's own state, open while the organization is suspended.
      config: { allowWhileSuspended: true, permission: 'signedIn' },
      schema: {
        tags,
        summary: 'Mark notifications read for the signed-in user',
        security,
        body: notificationReadBodySchema,
        response: { 204: z.null(), ...errorResponses('unauthorized') },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(deps, actorOf(request), request.body.notificationids);
      return reply.status(204).send(null);
    },
  );
};
