import {
  whatsappSettingsBodySchema,
  whatsappSettingsResponseSchema,
} from '@rental/shared/schemas/whatsapp';
import { whatsappMessages } from '@rental/shared/whatsapp-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { receiveWhatsappTexts } from '../messages/index.js';
import { applyWhatsappStatuses } from '../sms/index.js';
import { actorOf } from '../../plugins/auth.js';
import {
  getWhatsappSettings,
  updateWhatsappSettings,
  whatsappWebhookPath,
  type WhatsappDeps,
} from './settings-service.js';
import { answerHandshake, receiveNotification } from './webhook.js';

const tags = ['whatsapp'];
const security = [{ authToken: [] }];

/** Settings → WhatsApp: the owner's alone (the token speaks for the business). */
export const whatsappSettingsRoutes: FastifyPluginAsyncZod<{ deps: WhatsappDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);
  const config = {
    permission: 'whatsapp.settings' as const,
    forbiddenMessage: whatsappMessages.ownerOnly,
  };

  app.get(
    '/api/whatsapp/settings',
    {
      config,
      schema: {
        tags,
        summary:
          'The WhatsApp Cloud API settings (owner only; the access token and app secret are never returned)',
        security,
        response: {
          200: whatsappSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => ({ settings: await getWhatsappSettings(deps, actorOf(request)) }),
  );

  app.put(
    '/api/whatsapp/settings',
    {
      config,
      schema: {
        tags,
        summary:
          'Save the WhatsApp settings (owner only); an empty access token or app secret keeps the saved one',
        security,
        body: whatsappSettingsBodySchema,
        response: {
          200: whatsappSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => ({
      settings: await updateWhatsappSettings(deps, actorOf(request), request.body),
    }),
  );
};

const handshakeQuery = z.object({
  'hub.mode': z.string().max(32).optional(),
  'hub.verify_token': z.string().max(256).optional(),
  'hub.challenge': z.string().max(256).optional(),
});

/**
 * The webhook Meta calls (no session): the organization's secret in the path says whose it is;
 * the handshake's verify token and each notification's X-Hub-Signature-256 say it is Meta.
 * The body is kept as the exact text received: the signature is over those bytes.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{ deps: WhatsappDeps }> = async (
  app,
  { deps },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_r, body, done) =>
    done(null, body),
  );
  const params = z.object({ secret: z.string().max(128) });

  app.get(
    `${whatsappWebhookPath}/:secret`,
    {
      schema: {
        tags,
        summary: "Meta's subscription handshake: echoes hub.challenge for the right verify token",
        params,
        querystring: handshakeQuery,
        response: { 200: z.string(), ...errorResponses('forbidden', 'not_found') },
      },
    },
    async (request, reply) => {
      const challenge = await answerHandshake(deps, request.params.secret, {
        mode: request.query['hub.mode'],
        verifyToken: request.query['hub.verify_token'],
        challenge: request.query['hub.challenge'],
      });
      return reply.type('text/plain').send(challenge);
    },
  );

  app.post(
    `${whatsappWebhookPath}/:secret`,
    {
      schema: {
        tags,
        summary:
          'Notifications from Meta, signed with X-Hub-Signature-256: statuses (sent, delivered, read, failed) and texts customers wrote (STOP, START, WHATSAPP, SMS are applied; BAL, SALIO answered; REPAIR, TENGENEZA reported)',
        params,
        response: {
          200: z.object({ stored: z.number() }),
          ...errorResponses('bad_request', 'unauthorized', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['x-hub-signature-256'];
      const signature = typeof header === 'string' ? header : undefined;
      const received = await receiveNotification(deps, request.params.secret, raw, signature);
      // The outbox's messages follow: delivered, or failed (SMS once where the tenant chose it).
      await applyWhatsappStatuses(
        deps.db,
        received.organizationId,
        received.statuses,
        deps.clock().toISOString(),
        deps.sendingHours,
      );
      // STOP, START, WHATSAPP and SMS written by WhatsApp work as by SMS (decision 0068); BAL
      // and SALIO are answered by WhatsApp (decision 0071); REPAIR and TENGENEZA are reported
      // as by SMS, the reference going back by WhatsApp (decision 0074).
      await receiveWhatsappTexts(deps, received.organizationId, received.texts);
      return { stored: received.stored };
    },
  );
};
