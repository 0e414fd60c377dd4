import {
  meterListQuerySchema,
  meterListResponseSchema,
  readingBatchBodySchema,
  readingBatchResponseSchema,
  readingBodySchema,
  readingEditBodySchema,
  readingListResponseSchema,
  readingResponseSchema,
} from '@rental/shared/schemas/readings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { recordBuildingReadings, rentalMeters } from './building.js';
import { correctReading, deleteReading } from './corrections.js';
import { listReadings, recordReading, type ReadingsDeps } from './service.js';

const readingParams = z.object({ id: z.string().max(64) });

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
      config: { permission: 'readings.write' },
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
      config: { permission: 'readings.write' },
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
      readings: await listReadings(
        deps,
        sessionOf(request).organizationId,
        sessionOf(request).rentalIds,
        request.query.tenantid,
      ),
    }),
  );

  app.post(
    '/api/water/new-readings',
    {
      config: { permission: 'readings.write' },
      schema: {
        tags,
        summary: "Record a building's readings taken on one day: all of them, or none",
        security,
        body: readingBatchBodySchema,
        response: {
          201: readingBatchResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const readings = await recordBuildingReadings(deps, actorOf(request), request.body);
      return reply.status(201).send({ readings });
    },
  );

  app.get(
    '/api/water/meters',
    {
      config: { permission: 'readings.write' },
      schema: {
        tags,
        summary: "A rental's meters with their tenant and last reading (the readings grid)",
        security,
        querystring: meterListQuerySchema,
        response: {
          200: meterListResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      meters: await rentalMeters(
        deps,
        sessionOf(request).organizationId,
        request.query.rentalid,
        sessionOf(request).rentalIds,
      ),
    }),
  );

  app.put(
    '/api/water/readings/:id',
    {
      config: { permission: 'readings.write' },
      schema: {
        tags,
        summary: 'Correct a reading not yet billed; the next reading counts from the new value',
        security,
        params: readingParams,
        body: readingEditBodySchema,
        response: {
          200: readingResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => ({
      reading: await correctReading(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/water/readings/:id',
    {
      config: { permission: 'readings.write' },
      schema: {
        tags,
        summary: 'Delete a reading not yet billed',
        security,
        params: readingParams,
        response: {
          204: z.null(),
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      await deleteReading(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
