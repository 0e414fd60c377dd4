import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readiness, type ReadinessDeps } from './readiness.js';
import { livenessResponseSchema, readinessResponseSchema } from './schemas.js';

const tags = ['health'];

/**
 * Probes for a load balancer or an orchestrator. They call every few seconds, so: no session,
 * no rate limit (none is set on them), kept out of the request log (warn and above only),
 * never cached, and answered while the server shuts down (readiness then says so).
 */
const probe = { logLevel: 'warn', config: { whileClosing: true } } as const;

export const healthRoutes: FastifyPluginAsyncZod<{ deps: ReadinessDeps }> = async (
  app,
  { deps },
) => {
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
          'shutting down (503 with the same body otherwise)',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const report = await readiness(deps, app.isClosing);
      return reply
        .header('cache-control', 'no-store')
        .status(report.status === 'ready' ? 200 : 503)
        .send(report);
    },
  );
};
