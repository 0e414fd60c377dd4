import { errorMessages } from '@rental/shared/error-messages';
import {
  incomingSmsListResponseSchema,
  incomingSmsQuerySchema,
  smsMessageListResponseSchema,
  smsMessageQuerySchema,
  smsMessageResponseSchema,
  smsSettingsBodySchema,
  smsSettingsResponseSchema,
  smsTestBodySchema,
} from '@rental/shared/schemas/sms';
import { msg } from '@rental/shared/message-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { deliveryReportRoutes } from './delivery-report-routes.js';
import { incomingSmsRoutes } from './incoming-routes.js';
import {
  listIncomingSms,
  listMessages,
  resendMessage,
  sendTestMessage,
  getSmsSettings,
  updateSmsSettings,
  type SmsSettingsDeps,
} from '../messages/index.js';
import { optOutRoutes } from './opt-out-routes.js';
import { waitingRoutes } from './waiting-routes.js';

const security = [{ authToken: [] }];
const tags = ['sms'];
const messageParams = z.object({ id: z.string().max(64) });

/** A test SMS costs the landlord credit: a few a minute is plenty. */
const testRateLimit = {
  max: 10,
  timeWindow: '1 minute',
  errorResponseBuilder: () => new AppError('rate_limited', msg('error.smsTestTooMany')),
};

const guardedSmsRoutes: FastifyPluginAsyncZod<{ deps: SmsSettingsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/sms/settings',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary:
          'The SMS provider settings (the API key is never returned; the callback URLs only to the owner)',
        security,
        response: { 200: smsSettingsResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({
      settings: await getSmsSettings(deps, actorOf(request)),
    }),
  );

  app.put(
    '/api/sms/settings',
    {
      config: { permission: 'settings', forbiddenMessage: errorMessages.smsOwnerOnly },
      schema: {
        tags,
        summary: 'Choose the SMS provider (owner only); an empty API key keeps the saved one',
        security,
        body: smsSettingsBodySchema,
        response: {
          200: smsSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => updateSmsSettings(deps, actorOf(request), request.body),
  );

  app.get(
    '/api/sms/messages',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: 'Every SMS of the organization, newest first',
        security,
        querystring: smsMessageQuerySchema,
        response: {
          200: smsMessageListResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'bad_request'),
        },
      },
    },
    async (request) => listMessages(deps, sessionOf(request).organizationId, request.query),
  );

  app.get(
    '/api/sms/incoming',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary:
          "SMS sent to the landlord's number (BAL, SALIO...) and what was done, newest first",
        security,
        querystring: incomingSmsQuerySchema,
        response: {
          200: incomingSmsListResponseSchema,
          ...errorResponses('unauthorized', 'bad_request'),
        },
      },
    },
    async (request) => listIncomingSms(deps, sessionOf(request).organizationId, request.query),
  );

  app.post(
    '/api/sms/messages/:id/resend',
    {
      config: { permission: 'reminders.send' },
      schema: {
        tags,
        summary: 'Queue a failed message to be sent again',
        security,
        params: messageParams,
        response: {
          200: smsMessageResponseSchema,
          ...errorResponses('unauthorized', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => ({
      message: await resendMessage(deps, sessionOf(request).organizationId, request.params.id),
    }),
  );

  app.post(
    '/api/sms/test',
    {
      config: { rateLimit: testRateLimit, permission: 'settings' },
      schema: {
        tags,
        summary: 'Send one message through the saved provider now; answers with its outcome',
        security,
        body: smsTestBodySchema,
        response: {
          200: smsMessageResponseSchema,
          ...errorResponses('unauthorized', 'rate_limited'),
        },
      },
    },
    async (request) => ({
      message: await sendTestMessage(deps, sessionOf(request), request.body),
    }),
  );
};

export const smsRoutes: FastifyPluginAsyncZod<{ deps: SmsSettingsDeps }> = async (
  app,
  { deps },
) => {
  await app.register(guardedSmsRoutes, { deps });
  await app.register(waitingRoutes, { deps });
  await app.register(deliveryReportRoutes, { deps });
  await app.register(incomingSmsRoutes, { deps });
  await app.register(optOutRoutes, { deps });
};
