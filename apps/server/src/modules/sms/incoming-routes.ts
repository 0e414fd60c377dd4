import { incomingSmsOutcomes } from '@rental/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { incomingSmsPath } from './callback-urls.js';
import { acceptFormBodies } from './form-body.js';
import { receiveIncomingSms } from '../messages/index.js';
import type { SmsDeps } from './sms-options.js';

/** Africa's Talking's fields of an incoming message (docs/reference/africastalking-sms.md). */
const incomingBody = z.object({
  from: z
    .string()
    .trim()
    .regex(/^\+?\d{6,15}$/, 'from must be a phone number'),
  to: z.string().trim().min(1).max(20),
  text: z.string().max(1600),
  date: z.string().trim().min(1).max(40),
  id: z.string().trim().min(1).max(64),
  linkId: z.string().trim().max(64).optional(),
  networkCode: z.string().trim().max(10).optional(),
});

const incomingResponse = z.object({
  result: z.enum([...incomingSmsOutcomes, 'duplicate']),
});

/**
 * The incoming-messages callback Africa's Talking calls (form-urlencoded, unsigned): the
 * organization's secret in the path is the credential; any other path is 404. Each message is
 * stored and maybe answered (incoming-service.ts); a retry of one is answered 200 'duplicate'.
 * Request logs show the route's pattern, never the secret (lib/log-redaction.ts).
 */
export const incomingSmsRoutes: FastifyPluginAsyncZod<{ deps: SmsDeps }> = async (
  app,
  { deps },
) => {
  // A 1,600-character text, percent-encoded, with the other fields.
  acceptFormBodies(app, 16 * 1024);

  app.post(
    `${incomingSmsPath}/:secret`,
    {
      schema: {
        tags: ['sms'],
        summary: "An SMS sent to the landlord's number, from Africa's Talking (form-urlencoded)",
        params: z.object({ secret: z.string().max(128) }),
        body: incomingBody,
        response: { 200: incomingResponse, ...errorResponses('not_found') },
      },
    },
    async (request) => ({
      result: await receiveIncomingSms(deps, request.params.secret, request.body),
    }),
  );
};
