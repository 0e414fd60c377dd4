import { errorMessages } from '@rental/shared/error-messages';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import {
  contactRequestBodySchema,
  contactRequestResponseSchema,
  subscriptionSettingBodySchema,
  subscriptionSettingResponseSchema,
  subscriptionSettingsResponseSchema,
  subscriptionStatusSchema,
} from '@rental/shared/schemas/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import {
  createSubscriptionSetting,
  listSubscriptionSettings,
  saveContactRequest,
  subscriptionStatus,
  updateSubscriptionSetting,
  type SubscriptionsDeps,
} from './service.js';

const security = [{ authToken: [] }];
const tags = ['subscriptions'];

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ deps: SubscriptionsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.post(
    '/api/subscriptionsettings/new-subscriptionsettings',
    {
      config: { permission: 'subscription', forbiddenMessage: errorMessages.subscriptionOwnerOnly },
      schema: {
        tags,
        summary: 'Select the first plan (owner only); prices and limits come from the catalogue',
        security,
        body: subscriptionSettingBodySchema,
        response: {
          201: subscriptionSettingResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const result = await createSubscriptionSetting(
        deps,
        actorOf(request),
        request.body.subscriptionplanid,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/subscriptionsettings/subscriptionsetting',
    {
      config: { permission: 'subscription' },
      schema: {
        tags,
        summary: 'The chosen plan as a subscription setting; empty while none is chosen',
        security,
        response: { 200: subscriptionSettingsResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({
      settings: await listSubscriptionSettings(deps, sessionOf(request).organizationId),
    }),
  );

  app.put(
    '/api/subscriptionsettings/subscriptionsetting/:id',
    {
      config: { permission: 'subscription', forbiddenMessage: errorMessages.subscriptionOwnerOnly },
      schema: {
        tags,
        summary: 'Change the plan (owner only); a plan the data exceeds is refused',
        security,
        params: idParamsSchema,
        body: subscriptionSettingBodySchema,
        response: {
          200: subscriptionSettingResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request) =>
      updateSubscriptionSetting(
        deps,
        actorOf(request),
        request.params.id,
        request.body.subscriptionplanid,
      ),
  );

  app.get(
    '/api/subscriptionsettings/status',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'Paid until, grace and pause: what the payment banner shows',
        security,
        response: { 200: subscriptionStatusSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => subscriptionStatus(deps, sessionOf(request).organizationId),
  );

  app.post(
    '/api/subscriptionsettings/contact',
    {
      config: { permission: 'subscription' },
      schema: {
        tags,
        summary: 'Enterprise: send us a message (stored)',
        security,
        body: contactRequestBodySchema,
        response: {
          201: contactRequestResponseSchema,
          ...errorResponses('unauthorized'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveContactRequest(deps, actorOf(request), request.body)),
  );
};
