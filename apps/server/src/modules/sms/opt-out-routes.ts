import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { optOutPath } from './callback-urls.js';
import { acceptFormBodies } from './form-body.js';
import { receiveOptOutNotice } from './opt-out-notice.js';
import type { SmsDeps } from './sms-options.js';

/** Africa's Talking's fields of an opt-out notification (docs/reference/africastalking-sms.md). */
const optOutBody = z.object({
  senderId: z.string().trim().max(20).optional(),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?\d{6,15}$/, 'phoneNumber must be a phone number'),
});

const optOutResponse = z.object({
  result: z.enum(['blocked', 'already_blocked', 'unknown_number']),
});

/**
 * The opt-out callback Africa's Talking calls (form-urlencoded, unsigned) when someone opts
 * out of the organization's sender id: the organization's secret in the path is the
 * credential, as for incoming messages; any other path is 404. A number no tenant has is
 * answered 200 and changes nothing. Request logs show the route's pattern, never the secret.
 */
export const optOutRoutes: FastifyPluginAsyncZod<{ deps: SmsDeps }> = async (app, { deps }) => {
  acceptFormBodies(app);

  app.post(
    `${optOutPath}/:secret`,
    {
      schema: {
        tags: ['sms'],
        summary:
          "Someone opted out of the organization's SMS, from Africa's Talking (form-urlencoded)",
        params: z.object({ secret: z.string().max(128) }),
        body: optOutBody,
        response: { 200: optOutResponse, ...errorResponses('not_found') },
      },
    },
    async (request) => ({
      result: await receiveOptOutNotice(deps, request.params.secret, request.body),
    }),
  );
};
