import {
  mpesaSettingsBodySchema,
  mpesaSettingsResponseSchema,
  registerUrlsResponseSchema,
} from '@rental/shared/schemas/mpesa-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
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
      schema: {
        tags,
        summary: 'The paybill tenants pay to; null until saved',
        security,
        response: { 200: mpesaSettingsResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({
      mpesasettings: await getMpesaSettings(deps, sessionOf(request).organizationId),
    }),
  );

  app.put(
    '/api/mpesasettings/mpesa-settings',
    {
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
};
