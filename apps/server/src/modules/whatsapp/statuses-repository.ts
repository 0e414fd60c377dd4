import type { Db } from '../../db/connection.js';

export interface ReportedStatus {
  messageId: string;
  status: string;
  errorCode: number | null;
}

/**
 * Keeps each (message, status) once: Meta retries a notification it got no 200 for (decision 0061), and may
 * send one status twice; the repeat inserts nothing.
 */
export async function insertWhatsappStatuses(
  db: Db,
  organizationId: string,
  statuses: ReportedStatus[],
  receivedAt: string,
): Promise<number> {
  if (statuses.length === 0) return 0;
  const result = await db
    .insertInto('whatsapp_statuses')
    .values(
      statuses.map((status) => ({
        organization_id: organizationId,
        message_id: status.messageId,
        status: status.status,
        error_code: status.errorCode,
        received_at: receivedAt,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['organization_id', 'message_id', 'status']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The statuses reported for the organization's messages, oldest first. */
export function listWhatsappStatuses(db: Db, organizationId: string) {
  return db
    .selectFrom('whatsapp_statuses')
    .select(['message_id', 'status', 'error_code', 'received_at'])
    .where('organization_id', '=', organizationId)
    .orderBy('received_at')
    .orderBy('message_id')
    .execute();
}

/**
 * The statuses already stored for these messages: Meta's webhook may overtake the sender's own
 * record of a wamid, and the sender applies what came early once it has recorded it.
 */
export async function statusesOfMessages(
  db: Db,
  organizationId: string,
  messageIds: readonly string[],
): Promise<ReportedStatus[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectFrom('whatsapp_statuses')
    .select(['message_id', 'status', 'error_code', 'received_at'])
    .where('organization_id', '=', organizationId)
    .where('message_id', 'in', messageIds)
    .orderBy('received_at')
    .execute();
  return rows.map((row) => ({
    messageId: row.message_id,
    status: row.status,
    errorCode: row.error_code,
  }));
}
