import { msg } from '@rental/shared/message-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseAfricasTalkingDeliveryReport } from '../../integrations/sms/africastalking.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { deliveryReportPath } from './callback-urls.js';
import { receiveDeliveryReport } from './delivery-reports.js';
import { acceptFormBodies } from './form-body.js';
import type { SmsDeps } from './sms-options.js';

const reportBody = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.string().trim().min(1).max(32),
  phoneNumber: z.string().max(20).optional(),
  networkCode: z.string().max(10).optional(),
  failureReason: z.string().max(64).optional(),
});

const reportResponse = z.object({
  result: z.enum(['applied', 'recorded', 'duplicate', 'ignored']),
});

/**
 * Africa's Talking's delivery-report callback: form-urlencoded and unsigned, so the
 * organization's secret in the path is the credential (as for incoming messages); any other
 * secret is 404. A report applies only to that organization's messages (delivery-reports.ts).
 * Reports repeat: the answer is 200 every time, quickly.
 */
export const deliveryReportRoutes: FastifyPluginAsyncZod<{ deps: SmsDeps }> = async (
  app,
  { deps },
) => {
  acceptFormBodies(app);

  app.post(
    `${deliveryReportPath}/:secret`,
    {
      schema: {
        tags: ['sms'],
        summary: "Delivery report from Africa's Talking (form-urlencoded; no session)",
        params: z.object({ secret: z.string().max(128) }),
        body: reportBody,
        response: { 200: reportResponse, ...errorResponses('bad_request', 'not_found') },
      },
    },
    async (request) => {
      const report = parseAfricasTalkingDeliveryReport(request.body);
      if (!report) throw new AppError('bad_request', msg('error.notDeliveryReport'));
      return { result: await receiveDeliveryReport(deps, request.params.secret, report) };
    },
  );

  /**
   * The path every organization shared before reports had secrets. It writes nothing, whatever
   * it is sent: anyone can post to it. It still answers 200 'ignored' (not 404) because
   * dashboards at Africa's Talking keep this URL until their owner sets the new one, and a
   * provider that gets an error may retry each report again and again; reports here can never
   * apply, so there is nothing to retry for. The owner sees the new URL in Settings → SMS.
   */
  app.post(
    deliveryReportPath,
    {
      schema: {
        tags: ['sms'],
        summary: 'Retired shared delivery-report path: answers 200 and writes nothing',
        response: { 200: reportResponse },
      },
    },
    async () => ({ result: 'ignored' as const }),
  );
};
