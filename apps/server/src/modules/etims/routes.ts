import { errorMessages } from '@rental/shared/error-messages';
import {
  etimsSettingsBodySchema,
  etimsSettingsResponseSchema,
  etimsTestResponseSchema,
} from '@rental/shared/schemas/etims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { testEtims } from './device-service.js';
import { getEtimsSettings, saveEtimsSettings, type EtimsDeps } from './settings-service.js';

const security = [{ authToken: [] }];
const tags = ['etims'];
const config = {
  permission: 'etims.setup',
  forbiddenMessage: errorMessages.etimsOwnerOnly,
} as const;

/** Settings → KRA eTIMS (issue 34): owner only; the cmcKey is never answered. */
export const etimsRoutes: FastifyPluginAsyncZod<{ deps: EtimsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/etims/settings',
    {
      config,
      schema: {
        tags,
        summary: 'The KRA eTIMS device and choices (owner only); null until saved',
        security,
        response: {
          200: etimsSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => ({ etimssettings: await getEtimsSettings(deps, actorOf(request)) }),
  );

  app.put(
    '/api/etims/settings',
    {
      config,
      schema: {
        tags,
        summary:
          'Save the KRA eTIMS device (PIN, branch, serial, environment), VAT registration and which tenants get eTIMS invoices (owner only); a changed device is initialised again by the next test',
        security,
        body: etimsSettingsBodySchema,
        response: {
          200: etimsSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation'),
        },
      },
    },
    async (request) => ({
      etimssettings: await saveEtimsSettings(deps, actorOf(request), request.body),
    }),
  );

  app.post(
    '/api/etims/test',
    {
      config,
      schema: {
        tags,
        summary:
          "Test the connection to KRA eTIMS (owner only): initialises the device when needed (its key is kept, never shown), then reads KRA's code lists",
        security,
        response: {
          200: etimsTestResponseSchema,
          ...errorResponses(
            'unauthorized',
            'forbidden',
            'validation',
            'conflict',
            'unprocessable',
            'upstream',
          ),
        },
      },
    },
    async (request) => testEtims(deps, actorOf(request)),
  );
};
