import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { operatorOnly } from '../operator/index.js';
import { readiness, type ReadinessDeps } from './readiness.js';
import {
  livenessResponseSchema,
  publicReadinessResponseSchema,
  readinessResponseSchema,
} from './schemas.js';

const tags = ['health'];

/**
 * Probes for a load balancer or an orchestrator. They call every few seconds, so: no session,
 * no rate limit (none is set on them), kept out of the request log (warn and above only),
 * never cached, and answered while the server shuts down (readiness then says so).
 */
const probe = { logLevel: 'warn', config: { whileClosing: true } } as const;

export const healthRoutes: FastifyPluginAsyncZod<{
  deps: ReadinessDeps;
  /** OPERATOR_PHONES: who may read the checks and jobs. */
  operatorPhones: ReadonlySet<string>;
}> = async (app, { deps, operatorPhones }) => {
  app.get(
    '/api/health',
    {
      ...probe,
      schema: {
        tags,
        summary: 'Liveness: the process is running (no database access)',
        response: { 200: livenessResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/health/ready',
    {
      ...probe,
      schema: {
        tags,
        summary:
          'Readiness: database reachable, migrations applied, background jobs on time, not ' +
          'shutting down (503 otherwise); says only ready or not',
        response: { 200: publicReadinessResponseSchema, 503: publicReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const report = await readiness(deps, app.isClosing);
      return reply
        .header('cache-control', 'no-store')
        .status(report.status === 'ready' ? 200 : 503)
        .send({ status: report.status });
    },
  );

  app.get(
    '/api/operator/health',
    {
      // Operators only; 404 to everyone else, as the rest of the console.
      onRequest: operatorOnly(app, operatorPhones),
      schema: {
        tags: ['operator'],
        security: [{ authToken: [] }],
        hide: true,
        summary: "This server's readiness checks and background jobs, in detail",
        response: { 200: readinessResponseSchema, ...errorResponses('not_found') },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await readiness(deps, app.isClosing)),
  );
};
