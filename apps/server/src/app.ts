import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/connection.js';
import { systemClock, type Clock } from './lib/clock.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { authRoutes } from './modules/auth/routes.js';
import { onboardingRoutes } from './modules/onboarding/routes.js';
import { plansRoutes } from './modules/plans/routes.js';
import { readingsRoutes } from './modules/readings/routes.js';
import { rentalsRoutes } from './modules/rentals/routes.js';
import { roomsRoutes } from './modules/rooms/routes.js';
import { tenantImportRoutes } from './modules/tenants/import-routes.js';
import { tenantsRoutes } from './modules/tenants/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import apiDocs from './plugins/api-docs.js';
import auth from './plugins/auth.js';
import errors from './plugins/errors.js';
import web from './plugins/web.js';

/** The built web app, relative to this file in both src/ (tests) and dist/ (production). */
export const defaultWebDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export interface AppOptions {
  db: Db;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the built React app is; null serves the API only. */
  webDistDir?: string | null;
  /** Sign-up and sign-in attempts allowed per IP address per minute. */
  loginAttemptsPerMinute?: number;
}

/** Our JSON bodies are small forms; anything near this size is a mistake or an attack. */
const bodyLimitBytes = 64 * 1024;

/** Builds the app: external plugins, then our own plugins, then the routes. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: bodyLimitBytes,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // The API speaks JSON only; a text body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyRateLimit, { global: false });
  await app.register(apiDocs);

  const deps = { db: options.db, clock: options.clock ?? systemClock };
  await app.register(errors);
  await app.register(auth, deps);
  await app.register(web, {
    distDir: options.webDistDir === undefined ? defaultWebDistDir : options.webDistDir,
  });

  await app.register(authRoutes, { deps, attemptsPerMinute: options.loginAttemptsPerMinute ?? 20 });
  await app.register(usersRoutes, { deps });
  await app.register(rentalsRoutes, { deps });
  await app.register(roomsRoutes, { deps });
  await app.register(tenantsRoutes, { deps });
  await app.register(tenantImportRoutes, { deps });
  await app.register(readingsRoutes, { deps });
  await app.register(plansRoutes, { deps });
  await app.register(onboardingRoutes, { deps });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
