import {
  readingBodySchema,
  readingListResponseSchema,
  readingResponseSchema,
} from '@rental/shared/schemas/readings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { listReadings, recordReading, type ReadingsDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['water readings'];

export const readingsRoutes: FastifyPluginAsyncZod<{ deps: ReadingsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/water/new-reading',
    {
      schema: {
        tags,
        summary: 'Record a meter reading; the server computes the usage and its cost',
        security,
        body: readingBodySchema,
        response: { 201: readingResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request, reply) => {
      const reading = await recordReading(deps, actorOf(request), request.body);
      return reply.status(201).send({ reading });
    },
  );

  app.get(
    '/api/water/readings',
    {
      schema: {
        tags,
        summary: 'Water readings, newest first; optionally those of one tenant',
        security,
        querystring: z.object({ tenantid: z.string().max(64).optional() }),
        response: {
          200: readingListResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      readings: await listReadings(deps, sessionOf(request).organizationId, request.query.tenantid),
    }),
  );
};
