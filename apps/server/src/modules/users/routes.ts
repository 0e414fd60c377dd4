import { messageResponseSchema } from '@rental/shared/schemas/auth';
import { alertMessages } from '@rental/shared/messages';
import { signupStartedResponseSchema } from '@rental/shared/schemas/auth';
import {
  changePinBodySchema,
  phoneChangeBodySchema,
  phoneChangeVerifyBodySchema,
  phoneConfirmVerifyBodySchema,
  currentUserResponseSchema,
  updateProfileBodySchema,
  userLanguageBodySchema,
  userListResponseSchema,
  userStatusBodySchema,
} from '@rental/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { tooManyAttempts } from '../../lib/rate-limit-error.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import {
  requestPhoneChange,
  requestPhoneConfirmation,
  verifyPhoneChange,
  verifyPhoneConfirmation,
  type PhoneCodeDeps,
} from './phone-change.js';
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

export interface UsersRoutesOptions {
  deps: UsersDeps & PhoneCodeDeps;
  /** Code requests and checks allowed per IP address per minute (as sign-in's). */
  attemptsPerMinute: number;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { deps, attemptsPerMinute },
) => {
  // onRequest: an unsigned caller is refused before its body is even parsed.
  app.addHook('onRequest', app.requireSession);
  const rateLimit = {
    max: attemptsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: tooManyAttempts,
  };
  const onSendError =
    (request: { log: { error: (o: object, m: string) => void } }) => (error: unknown) =>
      request.log.error({ err: error }, 'The phone code could not be sent');

  app.post(
    '/api/user/phone-change',
    {
      config: { rateLimit, permission: 'signedIn' },
      schema: {
        tags: ['users'],
        summary:
          'Change the phone number, step 1: with the current PIN, sends a code by SMS to the NEW phone',
        security,
        body: phoneChangeBodySchema,
        response: {
          202: signupStartedResponseSchema,
          ...errorResponses('unauthorized', 'conflict', 'locked', 'rate_limited'),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await requestPhoneChange(deps, actorOf(request), request.body, onSendError(request))),
  );

  app.post(
    '/api/user/phone-change/verify',
    {
      config: { rateLimit, permission: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Change the phone number, step 2: the code sent to the new phone makes it yours',
        security,
        body: phoneChangeVerifyBodySchema,
        response: {
          200: currentUserResponseSchema,
          ...errorResponses('unauthorized', 'conflict', 'locked', 'rate_limited'),
        },
      },
    },
    async (request) => ({ user: await verifyPhoneChange(deps, actorOf(request), request.body) }),
  );

  app.post(
    '/api/user/phone-confirmation',
    {
      config: { rateLimit, allowWhileSuspended: true, permission: 'signedIn' },
      schema: {
        tags: ['users'],
        summary:
          'An account older than verified phones: sends a code by SMS to confirm its phone once',
        security,
        response: {
          202: signupStartedResponseSchema,
          ...errorResponses('unauthorized', 'rate_limited'),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await requestPhoneConfirmation(deps, actorOf(request), onSendError(request))),
  );

  app.post(
    '/api/user/phone-confirmation/verify',
    {
      config: { rateLimit, allowWhileSuspended: true, permission: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Confirms the phone with the code from the SMS',
        security,
        body: phoneConfirmVerifyBodySchema,
        response: {
          200: currentUserResponseSchema,
          ...errorResponses('unauthorized', 'locked', 'rate_limited'),
        },
      },
    },
    async (request) => ({
      user: await verifyPhoneConfirmation(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/user/user-profile',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['users'],
        summary:
          "Update the signed-in user's name and email; a new phone number goes through POST /api/user/phone-change",
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
      config: { allowWhileSuspended: true, permission: 'signedIn' },
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
      config: { permission: 'signedIn' },
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
      config: { allowWhileSuspended: true, permission: 'signedIn' },
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
      config: { permission: 'signedIn' },
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
      config: { permission: 'team' },
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
