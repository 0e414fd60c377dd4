import { reminderMessages } from '@rental/shared/schemas/reminders';
import {
  reminderPreviewSchema,
  reminderSettingsBodySchema,
  reminderSettingsResponseSchema,
  sendNowResponseSchema,
} from '@rental/shared/schemas/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { previewRemindersNow, sendRemindersNow } from './send-now.js';
import { getReminderSettings, saveReminderSettings, type RemindersDeps } from './settings.js';

const security = [{ authToken: [] }];
const tags = ['reminders'];

/** Reminders to tenants in arrears: the rules, and "remind everyone now". */
export const reminderRoutes: FastifyPluginAsyncZod<{ deps: RemindersDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/reminders/settings',
    {
      config: { permission: 'billing.setup' },
      schema: {
        tags,
        summary: 'Reminder rules: on or off, the days after the due date, the message',
        security,
        response: { 200: reminderSettingsResponseSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => ({
      reminders: await getReminderSettings(deps, sessionOf(request).organizationId),
    }),
  );

  app.put(
    '/api/reminders/settings',
    {
      config: { permission: 'billing.setup', forbiddenMessage: reminderMessages.ownerOnly },
      schema: {
        tags,
        summary: 'Set the reminder rules (owner only)',
        security,
        body: reminderSettingsBodySchema,
        response: {
          200: reminderSettingsResponseSchema,
          ...errorResponses('unauthorized', 'forbidden'),
        },
      },
    },
    async (request) => ({
      reminders: await saveReminderSettings(deps, actorOf(request), request.body),
    }),
  );

  app.get(
    '/api/reminders/preview',
    {
      config: { permission: 'reminders.send' },
      schema: {
        tags,
        summary: 'How many tenants "remind everyone in arrears now" would text, and a sample',
        security,
        response: { 200: reminderPreviewSchema, ...errorResponses('unauthorized') },
      },
    },
    async (request) => previewRemindersNow(deps, sessionOf(request).organizationId),
  );

  app.post(
    '/api/reminders/send-now',
    {
      config: { permission: 'reminders.send', forbiddenMessage: reminderMessages.ownerOnly },
      schema: {
        tags,
        summary:
          'Text every tenant in arrears now, at most once a day each, 08:00–18:00 Nairobi ' +
          'time (owner only)',
        security,
        response: {
          200: sendNowResponseSchema,
          ...errorResponses('unauthorized', 'forbidden', 'conflict'),
        },
      },
    },
    async (request) => sendRemindersNow(deps, actorOf(request)),
  );
};
