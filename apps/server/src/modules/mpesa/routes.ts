import { errorMessages } from '@rental/shared/error-messages';
import {
  mpesaSettingsBodySchema,
  mpesaSettingsResponseSchema,
  registerUrlsResponseSchema,
  rotateSecretResponseSchema,
} from '@rental/shared/schemas/mpesa-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { revokePreviousSecret, rotateSecret } from './callback-secret.js';
import { getMpesaSettings, registerUrls, saveMpesaSettings, type MpesaDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['mpesa'];

export const mpesaSettingsRoutes: FastifyPluginAsyncZod<{ deps: MpesaDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/mpesasettings/mpesa-settings',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary: 'The paybill tenants pay to; null until saved',
        security,
        response: { 200: mpesaSettingsResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({
      mpesasettings: await getMpesaSettings(deps, actorOf(request)),
    }),
  );

  app.put(
    '/api/mpesasettings/mpesa-settings',
    {
      config: { permission: 'settings', forbiddenMessage: errorMessages.mpesaOwnerOnly },
      schema: {
        tags,
        summary: 'Save the paybill tenants pay to (account owner only)',
        security,
        body: mpesaSettingsBodySchema,
        response: {
          200: mpesaSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => ({
      mpesasettings: await saveMpesaSettings(deps, actorOf(request), request.body),
    }),
  );

  app.post(
    '/api/mpesasettings/register-urls',
    {
      config: { permission: 'settings', forbiddenMessage: errorMessages.mpesaOwnerOnly },
      schema: {
        tags,
        summary:
          "Register this organization's C2B confirmation and validation URLs with M-PESA (owner only); answers M-PESA's answer",
        security,
        response: {
          200: registerUrlsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation'),
        },
      },
    },
    async (request) => registerUrls(deps, actorOf(request)),
  );

  app.post(
    '/api/mpesasettings/callback-secret/rotate',
    {
      config: { permission: 'settings', forbiddenMessage: errorMessages.mpesaOwnerOnly },
      schema: {
        tags,
        summary:
          'A new secret in the callback URLs (owner only): registered with M-PESA where the Daraja app is set up; the old one works until M-PESA calls the new one',
        security,
        response: {
          200: rotateSecretResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation'),
        },
      },
    },
    async (request) => rotateSecret(deps, actorOf(request)),
  );

  app.post(
    '/api/mpesasettings/callback-secret/revoke-previous',
    {
      config: { permission: 'settings', forbiddenMessage: errorMessages.mpesaOwnerOnly },
      schema: {
        tags,
        summary: 'Stop the secret a rotation replaced, now (owner only)',
        security,
        response: {
          200: mpesaSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'conflict'),
        },
      },
    },
    async (request) => revokePreviousSecret(deps, actorOf(request)),
  );
};
