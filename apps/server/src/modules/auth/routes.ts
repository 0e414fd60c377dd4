import {
  forgotPinBodySchema,
  loginBodySchema,
  messageResponseSchema,
  resetPinBodySchema,
  sessionResponseSchema,
  signupBodySchema,
} from '@rental/shared/schemas/auth';
import { currentUserResponseSchema } from '@rental/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyAttempts } from '../../lib/rate-limit-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, originOf, sessionOf } from '../../plugins/auth.js';
import { sessionUser } from './sessions.js';
import { requestPinReset, resetPin, type PinResetDeps } from './pin-reset.js';
import { login, logout, signup } from './service.js';

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
        summary: 'Register an account: creates the organization and its owner, and signs in',
        body: signupBodySchema,
        response: { 201: sessionResponseSchema, ...errorResponses('conflict', 'rate_limited') },
      },
    },
    async (request, reply) => reply.status(201).send(await signup(deps, request.body)),
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
          ...errorResponses('unauthorized', 'locked', 'rate_limited'),
        },
      },
    },
    async (request) => login(deps, request.body, originOf(request)),
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
      config: { allowWhileSuspended: true },
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
