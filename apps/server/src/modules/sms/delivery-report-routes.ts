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
 * Africa's Talking's delivery-report callback: form-urlencoded, unauthenticated (the provider
 * signs nothing). It can only move a message we sent to delivered or failed, so a forged
 * report does little harm. Reports repeat: the answer is 200 every time, quickly.
 */
export const deliveryReportRoutes: FastifyPluginAsyncZod<{ deps: SmsDeps }> = async (
  app,
  { deps },
) => {
  acceptFormBodies(app);

  app.post(
    deliveryReportPath,
    {
      schema: {
        tags: ['sms'],
        summary: "Delivery report from Africa's Talking (form-urlencoded; no session)",
        body: reportBody,
        response: { 200: reportResponse, ...errorResponses('bad_request') },
      },
    },
    async (request) => {
      const report = parseAfricasTalkingDeliveryReport(request.body);
      if (!report) throw new AppError('bad_request', msg('error.notDeliveryReport'));
      return { result: await receiveDeliveryReport(deps, report) };
    },
  );
};
