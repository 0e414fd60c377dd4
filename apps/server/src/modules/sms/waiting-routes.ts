import {
  smsMessageResponseSchema,
  smsWaitingOutcomeSchema,
  smsWaitingResponseSchema,
} from '@rental/shared/schemas/sms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import {
  messageOf,
  discardWaitingMessages,
  sendWaiting,
  waitingSummary,
} from '../messages/index.js';
import type { SmsDeps } from './sms-options.js';

const security = [{ authToken: [] }];
const tags = ['sms'];
const messageParams = z.object({ id: z.string().max(64) });
/** Sending or discarding is the work of those who may send reminders (like Resend). */
const config = { permission: 'reminders.send' } as const;

/** Messages → Waiting: what could not go out, sent or discarded by the landlord (issue 30). */
export const waitingRoutes: FastifyPluginAsyncZod<{ deps: SmsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/sms/waiting',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary:
          'How many messages wait to be sent, their cost in SMS parts, and how many are held',
        security,
        response: { 200: smsWaitingResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({
      waiting: await waitingSummary(deps, sessionOf(request).organizationId),
    }),
  );

  app.post(
    '/api/sms/messages/send-waiting',
    {
      config,
      schema: {
        tags,
        summary:
          'Send every waiting message that can go now (not those held for the paybill); each goes once',
        security,
        response: {
          200: smsWaitingOutcomeSchema,
          ...errorResponses('unauthorized', 'forbidden', 'conflict'),
        },
      },
    },
    async (request) => sendWaiting(deps, actorOf(request)),
  );

  app.post(
    '/api/sms/messages/discard-waiting',
    {
      config,
      schema: {
        tags,
        summary: 'Discard every waiting message (held ones too): none of them will be sent',
        security,
        response: { 200: smsWaitingOutcomeSchema, ...errorResponses('unauthorized', 'forbidden') },
      },
    },
    async (request) => discardWaitingMessages(deps, actorOf(request)),
  );

  app.post(
    '/api/sms/messages/:id/send',
    {
      config,
      schema: {
        tags,
        summary:
          'Send one waiting message now; 409 when it is held for the paybill, opted out or no longer waiting',
        security,
        params: messageParams,
        response: {
          200: smsMessageResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await sendWaiting(deps, actor, request.params.id);
      return { message: await messageOf(deps, actor.organizationId, request.params.id) };
    },
  );

  app.post(
    '/api/sms/messages/:id/discard',
    {
      config,
      schema: {
        tags,
        summary: 'Discard one waiting message: it will not be sent',
        security,
        params: messageParams,
        response: {
          200: smsMessageResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await discardWaitingMessages(deps, actor, request.params.id);
      return { message: await messageOf(deps, actor.organizationId, request.params.id) };
    },
  );
};
