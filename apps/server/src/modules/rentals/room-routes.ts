import { messageResponseSchema } from '@rental/shared/schemas/auth';
import {
  idParamsSchema,
  roomBodySchema,
  roomListQuerySchema,
  roomListResponseSchema,
  roomResponseSchema,
  roomUpdateBodySchema,
} from '@rental/shared/schemas/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { roomRemovedMessage } from './room-messages.js';
import {
  changeRoom,
  createRoom,
  getRoom,
  getRooms,
  removeRoom,
  type RoomsDeps,
} from './room-service.js';

const security = [{ authToken: [] }];
const tags = ['room types'];

export const roomsRoutes: FastifyPluginAsyncZod<{ deps: RoomsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/rental/room-type',
    {
      config: { permission: 'rentals.write' },
      schema: {
        tags,
        summary: 'Add a room type to a rental (one per house type)',
        security,
        body: roomBodySchema,
        response: {
          201: roomResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const room = await createRoom(deps, actorOf(request), request.body);
      return reply.status(201).send({ room });
    },
  );

  app.post(
    '/api/rental/room-type/:id',
    {
      config: { permission: 'rentals.write' },
      schema: {
        tags,
        summary: 'Change a room type (total units not below its tenants)',
        security,
        params: idParamsSchema,
        body: roomUpdateBodySchema,
        response: {
          200: roomResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => ({
      room: await changeRoom(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/rental/room-type',
    {
      config: { permission: 'rentals.read' },
      schema: {
        tags,
        summary: 'The organization’s room types, or one rental’s, newest first',
        security,
        querystring: roomListQuerySchema,
        response: {
          200: roomListResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      rooms: await getRooms(
        deps,
        sessionOf(request).organizationId,
        sessionOf(request).rentalIds,
        request.query.rentalid,
      ),
    }),
  );

  app.get(
    '/api/rental/room-type/:id',
    {
      config: { permission: 'rentals.read' },
      schema: {
        tags,
        summary: 'One room type',
        security,
        params: idParamsSchema,
        response: { 200: roomResponseSchema, ...errorResponses('unauthorized', 'not_found') },
      },
    },
    async (request) => ({
      room: await getRoom(
        deps,
        sessionOf(request).organizationId,
        request.params.id,
        sessionOf(request).rentalIds,
      ),
    }),
  );

  app.delete(
    '/api/rental/room-type/:id',
    {
      config: { permission: 'rentals.write' },
      schema: {
        tags,
        summary: 'Remove a room type nobody lives in',
        security,
        params: idParamsSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => {
      await removeRoom(deps, actorOf(request), request.params.id);
      return { message: roomRemovedMessage };
    },
  );
};
