import { parseAfricasTalkingDeliveryReport } from '../../integrations/sms/africastalking.js';
import type { DeliveryReport } from '../../integrations/sms/provider.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/app-error.js';
import { organizationOfDeliveryReportSecret } from './incoming-secret.js';
import { blockTenantSms, isOptOut } from './opt-outs.js';
import type { SmsDeps } from './sms-options.js';

export type ReportOutcome = 'applied' | 'recorded' | 'duplicate' | 'ignored';

/**
 * A delivery report posted to an organization's secret path
 * (`/api/sms/delivery-reports/africastalking/<secret>`; 404 for any other secret). It applies
 * only to that organization's messages sent through Africa's Talking:
 * - a report naming one of them is kept once per (id, status) (the table's primary key:
 *   reports repeat and arrive in any order), and only a final one moves the message:
 *   Success → delivered, Failed/Rejected → failed with the reason, and UserInBlackList marks
 *   its tenant opted out;
 * - a report naming no message of the organization (a made-up id, another organization's
 *   message) is answered 'ignored' and writes nothing.
 * One exception keeps a real report from being lost: while the organization has a message
 *  being sent to Africa's Talking, the report may have overtaken the sender's own write of that
 * message's id, so a report for an id no organization has is kept for the organization
 * (applyEarlyReports applies it once the sender records the id). Only the secret's holder can
 * post here, and only during a send.
 */
export async function receiveDeliveryReport(
  deps: SmsDeps,
  secret: string,
  report: DeliveryReport,
): Promise<ReportOutcome> {
  const organizationId = await organizationOfDeliveryReportSecret(deps.db, secret);
  if (!organizationId) throw notFound('Page');
  const message = await sentMessage(deps.db, report.providerMessageId);
  if (message && message.organization_id !== organizationId) return 'ignored';
  if (!message && !(await sendingNow(deps.db, organizationId))) return 'ignored';

  const now = deps.clock().toISOString();
  const inserted = await deps.db
    .insertInto('sms_delivery_reports')
    .values({
      organization_id: organizationId,
      provider_message_id: report.providerMessageId,
      status: report.status.slice(0, 32),
      failure_reason: report.reason?.slice(0, 64) ?? null,
      received_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
  if (!message || !report.final) return 'recorded';
  return (await applyReport(deps.db, organizationId, report, now)) ? 'applied' : 'ignored';
}

/** The message Africa's Talking gave this id, whichever organization's it is. */
function sentMessage(db: Db, providerMessageId: string) {
  return db
    .selectFrom('sms_messages')
    .select(['organization_id', 'tenant_id'])
    .where('provider_message_id', '=', providerMessageId)
    .where('provider', '=', 'africastalking')
    .executeTakeFirst();
}

/** Whether a sender holds one of the organization's messages right now (dispatch.ts). */
async function sendingNow(db: Db, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_messages')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves the organization's message to delivered or failed (only from 'sent': a later report
 * never undoes a final one), and marks its tenant opted out on UserInBlackList.
 */
async function applyReport(
  db: Db,
  organizationId: string,
  report: DeliveryReport,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sms_messages')
    .set({
      status: report.delivered ? 'delivered' : 'failed',
      failure_reason: report.delivered ? null : report.reason,
      updated_at: now,
    })
    .where('organization_id', '=', organizationId)
    .where('provider_message_id', '=', report.providerMessageId)
    .where('provider', '=', 'africastalking')
    .where('status', '=', 'sent')
    .executeTakeFirst();
  if (!report.delivered && isOptOut(report.reason)) {
    const message = await sentMessage(db, report.providerMessageId);
    if (message?.tenant_id && message.organization_id === organizationId) {
      await blockTenantSms(db, organizationId, message.tenant_id, now);
    }
  }
  return Number(result.numUpdatedRows) > 0;
}

export interface AcceptedMessage {
  organizationId: string;
  providerMessageId: string;
}

/**
 * Final reports that arrived on the organization's path before the sender recorded the
 * provider's id of the message (receiveDeliveryReport keeps them while a send is under way).
 */
export async function applyEarlyReports(db: Db, accepted: AcceptedMessage[], now: string) {
  if (accepted.length === 0) return;
  const rows = await db
    .selectFrom('sms_delivery_reports')
    .select(['organization_id', 'provider_message_id', 'status', 'failure_reason'])
    .where(
      'provider_message_id',
      'in',
      accepted.map((message) => message.providerMessageId),
    )
    .execute();
  for (const row of rows) {
    const owner = accepted.find((message) => message.providerMessageId === row.provider_message_id);
    if (owner?.organizationId !== row.organization_id) continue;
    const report = parseAfricasTalkingDeliveryReport({
      id: row.provider_message_id,
      status: row.status,
      failureReason: row.failure_reason ?? '',
    });
    if (report?.final) await applyReport(db, row.organization_id, report, now);
  }
}
