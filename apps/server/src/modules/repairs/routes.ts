import {
  closeRepairBodySchema,
  newRepairBodySchema,
  repairIdParamsSchema,
  repairPhotoParamsSchema,
  repairListSchema,
  repairQuerySchema,
  repairSchema,
  updateRepairBodySchema,
} from '@rental/shared/schemas/repairs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { getRepair, getRepairPhoto, listRepairs } from './board.js';
import { closeRepair } from './close.js';
import { createRepair } from './report.js';
import type { RepairsDeps } from './service.js';
import { updateRepair } from './update.js';

const security = [{ authToken: [] }];
const tags = ['repairs'];
const config = { permission: 'repairs.manage' } as const;

/**
 * Repairs (work orders, issue 32): the board, reporting, assigning and scheduling, closing
 * with the cost. Owners, managers and caretakers; a caretaker sees no money and records none.
 */
export const repairRoutes: FastifyPluginAsyncZod<{ deps: RepairsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/repairs',
    {
      config,
      schema: {
        tags,
        summary: 'The repairs board, newest first; by status and rental',
        security,
        querystring: repairQuerySchema,
        response: {
          200: repairListSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation'),
        },
      },
    },
    async (request) => ({ repairs: await listRepairs(deps, actorOf(request), request.query) }),
  );

  app.get(
    '/api/repairs/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One repair with its history',
        security,
        params: repairIdParamsSchema,
        response: {
          200: repairSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => getRepair(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/api/repairs/:id/photos/:photoid',
    {
      config,
      schema: {
        tags,
        summary: 'A photo of a repair, with its type (found from its bytes)',
        security,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        params: repairPhotoParamsSchema,
        response: {
          200: z.unknown().describe('The photo'),
          ...errorResponses('unauthorized', 'forbidden', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const { id, photoid } = request.params;
      const photo = await getRepairPhoto(deps, actorOf(request), id, photoid);
      return reply
        .type(photo.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(photo.bytes);
    },
  );

  app.post(
    '/api/repairs',
    {
      config,
      schema: {
        tags,
        summary: "Record a repair of a tenant's house (tenantid) or of a rental (rentalid)",
        security,
        body: newRepairBodySchema,
        response: {
          201: repairSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation', 'not_found'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRepair(deps, actorOf(request), request.body)),
  );

  app.put(
    '/api/repairs/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Change status, priority, assignee (a member or a vendor) or the time; a note; ' +
          'with notifytenant the tenant is texted in their language; with notifyvendor the ' +
          "vendor is texted the job (the tenant's phone only with sharetenantphone)",
        security,
        params: repairIdParamsSchema,
        body: updateRepairBodySchema,
        response: {
          200: repairSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => {
      const { language } = sessionOf(request).user;
      return updateRepair(deps, actorOf(request), request.params.id, request.body, language);
    },
  );

  app.post(
    '/api/repairs/:id/close',
    {
      config,
      schema: {
        tags,
        summary:
          "Close a repair with its cost: the landlord's (an expense of the rental) or the " +
          "tenant's (a Bill now charge); once only. A cost needs the money permission",
        security,
        params: repairIdParamsSchema,
        body: closeRepairBodySchema,
        response: {
          200: repairSchema,
          ...errorResponses(
            'unauthorized',
            'forbidden',
            'validation',
            'not_found',
            'conflict',
            'month_closed',
          ),
        },
      },
    },
    async (request) => closeRepair(deps, actorOf(request), request.params.id, request.body),
  );
};
