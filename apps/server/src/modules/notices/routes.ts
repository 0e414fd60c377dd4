import {
  noticeBodySchema,
  noticeListSchema,
  noticePreviewSchema,
  noticeSentSchema,
} from '@rental/shared/schemas/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { listNotices, previewNotice, sendNotice, type NoticesDeps } from './service.js';

const security = [{ authToken: [] }];
const tags = ['notices'];
const config = { permission: 'notices.send' } as const;
// A notice queues SMS that cost the landlord money: a retried send must not queue them twice.
const sendConfig = { ...config, idempotent: true } as const;

/** Notices to tenants (issue 32): write once, text every current tenant of some rentals or all. */
export const noticeRoutes: FastifyPluginAsyncZod<{ deps: NoticesDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/notices',
    {
      config,
      schema: {
        tags,
        summary: 'Notices sent, newest first, with their SMS counted by delivery',
        security,
        response: { 200: noticeListSchema, ...errorResponses('unauthorized', 'forbidden') },
      },
    },
    async (request) => ({ notices: await listNotices(deps, actorOf(request)) }),
  );

  app.post(
    '/api/notices/preview',
    {
      config,
      schema: {
        tags,
        summary: 'Who a notice would reach, its cost in SMS parts, and a sample per language',
        security,
        body: noticeBodySchema,
        response: {
          200: noticePreviewSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation', 'not_found'),
        },
      },
    },
    async (request) => previewNotice(deps, actorOf(request), request.body),
  );

  app.post(
    '/api/notices',
    {
      config: sendConfig,
      schema: {
        tags,
        summary:
          'Send a notice: one SMS to each current tenant reached, through the outbox; outside ' +
          'the sending hours it waits for them; tenants who opted out are skipped',
        security,
        body: noticeBodySchema,
        response: {
          200: noticeSentSchema,
          ...errorResponses('unauthorized', 'forbidden', 'validation', 'not_found'),
        },
      },
    },
    async (request) => sendNotice(deps, actorOf(request), request.body),
  );
};
