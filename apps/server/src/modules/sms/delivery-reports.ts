import { parseAfricasTalkingDeliveryReport } from '../../integrations/sms/africastalking.js';
import type { DeliveryReport } from '../../integrations/sms/provider.js';
import type { Db } from '../../db/connection.js';
import { blockRecipientOf, isOptOut } from './opt-outs.js';
import type { SmsDeps } from './sms-options.js';

export type ReportOutcome = 'applied' | 'recorded' | 'duplicate' | 'ignored';

/**
 * A delivery report from the provider. Reports repeat and arrive in any order, so each
 * (id, status) is kept once (the table's primary key) and only a final one moves the message:
 * Success → delivered, Failed/Rejected → failed with the reason. An id we do not know is kept
 * too: the report may have overtaken the sender's own write of that id (applyEarlyReports).
 */
export async function receiveDeliveryReport(
  deps: SmsDeps,
  report: DeliveryReport,
): Promise<ReportOutcome> {
  const inserted = await deps.db
    .insertInto('sms_delivery_reports')
    .values({
      provider_message_id: report.providerMessageId,
      status: report.status.slice(0, 32),
      failure_reason: report.reason?.slice(0, 64) ?? null,
      received_at: deps.clock().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
  if (!report.final) return 'recorded';
  const now = deps.clock().toISOString();
  const applied = await applyReport(deps.db, report, now);
  if (!report.delivered && isOptOut(report.reason)) {
    await blockRecipientOf(deps.db, report.providerMessageId, now);
  }
  return applied ? 'applied' : 'ignored';
}

async function applyReport(db: Db, report: DeliveryReport, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sms_messages')
    .set({
      status: report.delivered ? 'delivered' : 'failed',
      failure_reason: report.delivered ? null : report.reason,
      updated_at: now,
    })
    .where('provider_message_id', '=', report.providerMessageId)
    .where('provider', '=', 'africastalking')
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Final reports that arrived before the sender recorded the provider's id of the message. */
export async function applyEarlyReports(db: Db, providerMessageIds: string[], now: string) {
  if (providerMessageIds.length === 0) return;
  const rows = await db
    .selectFrom('sms_delivery_reports')
    .select(['provider_message_id', 'status', 'failure_reason'])
    .where('provider_message_id', 'in', providerMessageIds)
    .execute();
  for (const row of rows) {
    const report = parseAfricasTalkingDeliveryReport({
      id: row.provider_message_id,
      status: row.status,
      failureReason: row.failure_reason ?? '',
    });
    if (!report?.final) continue;
    await applyReport(db, report, now);
    if (!report.delivered && isOptOut(report.reason)) {
      await blockRecipientOf(db, report.providerMessageId, now);
    }
  }
}
