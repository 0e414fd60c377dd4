import { messageResponseSchema } from '@rental/shared/schemas/auth';
import { alertMessages } from '@rental/shared/messages';
import {
  changePinBodySchema,
  currentUserResponseSchema,
  updateProfileBodySchema,
  userLanguageBodySchema,
  userListResponseSchema,
  userStatusBodySchema,
} from '@rental/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import {
  changePin,
  getUser,
  listUsers,
  setLanguage,
  setStatus,
  updateProfile,
  type UsersDeps,
} from './service.js';

const security = [{ authToken: [] }];

export const usersRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  // onRequest: an unsigned caller is refused before its body is even parsed.
  app.addHook('onRequest', app.requireSession);

  app.put(
    '/api/user/user-profile',
    {
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's profile",
        security,
        body: updateProfileBodySchema,
        response: { 200: currentUserResponseSchema, ...errorResponses('unauthorized', 'conflict') },
      },
    },
    async (request) => ({ user: await updateProfile(deps, actorOf(request), request.body) }),
  );

  app.put(
    '/api/user/user-pin',
    {
      // One's own PIN stays changeable while the organization is suspended.
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['users'],
        summary:
          'Change the PIN; ends the user’s other sessions. Wrong current PINs count toward the lock',
        security,
        body: changePinBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses('unauthorized', 'locked') },
      },
    },
    async (request) => {
      await changePin(deps, actorOf(request), request.body);
      return { message: alertMessages.pinUpdated };
    },
  );

  app.put(
    '/api/user/user-deactivation',
    {
      schema: {
        tags: ['users'],
        summary:
          'Activate or deactivate the account (inactive pauses invoices and SMS; needs the current PIN)',
        security,
        body: userStatusBodySchema,
        response: { 200: currentUserResponseSchema, ...errorResponses('unauthorized', 'locked') },
      },
    },
    async (request) => ({ user: await setStatus(deps, actorOf(request), request.body) }),
  );

  app.put(
    '/api/user/language',
    {
      // One's own language stays changeable while the organization is suspended.
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['users'],
        summary:
          "Set the signed-in user's language (en or sw): the app's, and the API's error messages",
        security,
        body: userLanguageBodySchema,
        response: { 200: currentUserResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({ user: await setLanguage(deps, actorOf(request), request.body) }),
  );

  app.get(
    '/api/users/all-users',
    {
      schema: {
        tags: ['users'],
        summary: "The users of the caller's organization",
        security,
        response: { 200: userListResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => listUsers(deps, sessionOf(request).organizationId),
  );

  app.get(
    '/api/users/all-users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "One user of the caller's organization",
        security,
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: currentUserResponseSchema,
          ...errorResponses('unauthorized', 'not_found'),
        },
      },
    },
    async (request) => ({
      user: await getUser(deps, sessionOf(request).organizationId, request.params.id),
    }),
  );
};
