import { alertMessages } from '@rental/shared/messages';
import { messageResponseSchema } from '@rental/shared/schemas/auth';
import {
  idParamsSchema,
  rentalBodySchema,
  rentalDetailResponseSchema,
  rentalListResponseSchema,
  rentalResponseSchema,
} from '@rental/shared/schemas/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { roomTypesRemovedMessage } from './room-messages.js';
import {
  changeRental,
  createRental,
  getRental,
  getRentals,
  removeRental,
  removeRentalRooms,
  type RentalsDeps,
} from './service.js';

const security = [{ authToken: [] }];
const tags = ['rentals'];

export const rentalsRoutes: FastifyPluginAsyncZod<{ deps: RentalsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/rental/new-rental',
    {
      config: { permission: 'rentals.write' },
      schema: {
        tags,
        summary: 'Create a rental (within the plan’s limit; names unique per organization)',
        security,
        body: rentalBodySchema,
        response: {
          201: rentalResponseSchema,
          ...errorResponses('unauthorized', 'conflict', 'plan_limit'),
        },
      },
    },
    async (request, reply) => {
      const rental = await createRental(deps, actorOf(request), request.body);
      return reply.status(201).send({ rental });
    },
  );

  app.get(
    '/api/rental/all-rentals',
    {
      config: { permission: 'rentals.read' },
      schema: {
        tags,
        summary: 'The organization’s rentals with their card figures, newest first',
        security,
        response: { 200: rentalListResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => {
      const { organizationId, rentalIds } = sessionOf(request);
      return { rentals: await getRentals(deps, organizationId, rentalIds) };
    },
  );

  app.get(
    '/api/rental/all-rentals/:id',
    {
      config: { permission: 'rentals.read' },
      schema: {
        tags,
        summary: 'One rental with its room types',
        security,
        params: idParamsSchema,
        response: {
          200: rentalDetailResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      rental: await getRental(
        deps,
        sessionOf(request).organizationId,
        request.params.id,
        sessionOf(request).rentalIds,
      ),
    }),
  );

  app.put(
    '/api/rental/all-rentals/:id',
    {
      config: { permission: 'rentals.write' },
      schema: {
        tags,
        summary: 'Rename or relocate a rental',
        security,
        params: idParamsSchema,
        body: rentalBodySchema,
        response: {
          200: rentalDetailResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => ({
      rental: await changeRental(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/rental/:id',
    {
      config: { permission: 'rentals.write' },
      schema: {
        tags,
        summary: 'Delete a rental and its room types (refused while it has tenants)',
        security,
        params: idParamsSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => {
      await removeRental(deps, actorOf(request), request.params.id);
      return { message: alertMessages.rentalRemoved };
    },
  );

  app.delete(
    '/api/rental/roomtypes/:id',
    {
      config: { permission: 'rentals.write' },
      schema: {
        tags,
        summary: 'Remove every room type of a rental (the id is the rental’s)',
        security,
        params: idParamsSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => {
      await removeRentalRooms(deps, actorOf(request), request.params.id);
      return { message: roomTypesRemovedMessage };
    },
  );
};
