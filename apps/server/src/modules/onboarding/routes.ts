import { onboardingProgressSchema } from '@rental/shared/schemas/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { getProgress, saveProgress } from './service.js';

const security = [{ authToken: [] }];
const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod<{ deps: { db: Db } }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/onboarding/progress',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'The onboarding step the organization has reached',
        security,
        response: { 200: onboardingProgressSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => getProgress(deps.db, sessionOf(request).organizationId),
  );

  app.put(
    '/api/onboarding/progress',
    {
      config: { permission: 'settings' },
      schema: {
        tags,
        summary: 'Record the step reached (never moves backwards)',
        security,
        body: onboardingProgressSchema,
        response: { 200: onboardingProgressSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => saveProgress(deps.db, sessionOf(request).organizationId, request.body.step),
  );
};
