import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { handleStatusResult, type StatusResultDeps } from './status-result.js';

const tags = ['mpesa'];

const answer = z.object({ ResultCode: z.number(), ResultDesc: z.string() });

/**
 * Where M-PESA POSTs what it found about a receipt (Transaction Status), and the Pull
 * Transactions notice URL. No session: the per-organization secret in the path and the
 * source address are the checks. Every call that reaches a known secret is answered
 * 'Accepted', whatever it did, so a forger learns nothing. The body is read as text, as the
 * C2B callbacks are.
 */
export const statusResultRoutes: FastifyPluginAsyncZod<{ deps: StatusResultDeps }> = async (
  app,
  { deps },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const routes = [
    ['status-result', 'result', 'Transaction Status result: verifies the payment it confirms'],
    ['status-timeout', 'timeout', 'Transaction Status time-out: the receipt is asked again later'],
  ] as const;
  for (const [path, kind, summary] of routes) {
    app.post(
      `/api/c2b/:secret/${path}`,
      {
        schema: {
          tags,
          summary,
          params: z.object({ secret: z.string() }),
          response: { 200: answer, ...errorResponses('not_found') },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        await handleStatusResult(deps, request.params.secret, kind, request.ip, raw);
        return { ResultCode: 0, ResultDesc: 'Accepted' };
      },
    );
  }
};
