import {
  forgotPinBodySchema,
  loginBodySchema,
  messageResponseSchema,
  resetPinBodySchema,
  sessionResponseSchema,
  signupBodySchema,
  signupStartedResponseSchema,
  signupVerifyBodySchema,
} from '@rental/shared/schemas/auth';
import { currentUserResponseSchema } from '@rental/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyAttempts } from '../../lib/rate-limit-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, originOf, sessionOf } from '../../plugins/auth.js';
import { sessionUser } from './sessions.js';
import { requestPinReset, resetPin, type PinResetDeps } from '../users/index.js';
import { login, logout } from './service.js';
import { requestSignup, verifySignup } from './signup.js';

export interface AuthRoutesOptions {
  deps: PinResetDeps;
  /** Sign-up, sign-in and Forgot PIN attempts allowed per IP address per minute. */
  attemptsPerMinute: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { deps, attemptsPerMinute },
) => {
  const rateLimit = {
    max: attemptsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: tooManyAttempts,
  };

  app.post(
    '/api/user/signup',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Start a sign-up: sends a code by SMS to the phone; nothing is created until the code is entered (the same 202 for a registered phone)',
        body: signupBodySchema,
        response: { 202: signupStartedResponseSchema, ...errorResponses('rate_limited') },
      },
    },
    async (request, reply) => {
      const onSendError = (error: unknown) =>
        request.log.error({ err: error }, 'The sign-up code could not be sent');
      return reply.status(202).send(await requestSignup(deps, request.body, onSendError));
    },
  );

  app.post(
    '/api/user/signup/verify',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Finish a sign-up with the code from the SMS: creates the organization and its owner, and signs in',
        body: signupVerifyBodySchema,
        response: {
          201: sessionResponseSchema,
          ...errorResponses('locked', 'rate_limited'),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await verifySignup(deps, request.body)),
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with phone number and PIN',
        body: loginBodySchema,
        response: {
          200: sessionResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'locked', 'rate_limited'),
        },
      },
    },
    async (request) =>
      login(deps, request.body, originOf(request), (error: unknown) =>
        request.log.error({ err: error }, 'The phone confirmation code could not be sent'),
      ),
  );

  app.post(
    '/api/auth/forgot-pin',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Forgot PIN: sends a code by SMS to set a new PIN; the same 202 whether or not the phone is registered',
        body: forgotPinBodySchema,
        response: { 202: messageResponseSchema, ...errorResponses('rate_limited') },
      },
    },
    async (request, reply) => {
      const onSendError = (error: unknown) =>
        request.log.error({ err: error }, 'The Forgot PIN code could not be sent');
      const answer = await requestPinReset(deps, request.body, originOf(request), onSendError);
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/api/auth/reset-pin',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Sets a new PIN with the code from the SMS: lifts the lock, ends every session and signs in',
        body: resetPinBodySchema,
        response: { 200: sessionResponseSchema, ...errorResponses('rate_limited') },
      },
    },
    async (request) => resetPin(deps, request.body, originOf(request)),
  );

  app.get(
    '/api/auth/user',
    {
      config: { permission: 'signedIn' },
      onRequest: app.requireSession,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ authToken: [] }],
        response: { 200: currentUserResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({ user: sessionUser(sessionOf(request), deps.operatorPhones) }),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.requireSession,
      // Signing out stays open while an operator has suspended the organization.
      config: { allowWhileSuspended: true, permission: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session on the server',
        security: [{ authToken: [] }],
        response: { 200: messageResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => {
      await logout(deps, actorOf(request));
      return { message: 'Signed out' };
    },
  );
};
