import type { SmsStatus } from '@rental/shared/enums';
import type { SmsMessageStatusFilter } from '@rental/shared/schemas/sms';
import type { Db } from '../../db/connection.js';
import { isWaiting } from './waiting-repository.js';

export interface MessageFilter {
  /** A status, or 'waiting' (Messages → Waiting: waiting-repository.ts). */
  status?: SmsMessageStatusFilter;
  tenantId?: string;
  limit: number;
  /** The last message of the previous page. */
  before?: { createdAt: string; id: string };
}

/** Newest first; ties on created_at (a whole invoice run) broken by id. */
export function listMessageRows(db: Db, organizationId: string, filter: MessageFilter) {
  let query = db
    .selectFrom('sms_messages')
    .selectAll()
    .where('organization_id', '=', organizationId);
  const status = filter.status;
  if (status === 'waiting') query = query.where(isWaiting);
  else if (status) query = query.where('status', '=', status);
  if (filter.tenantId) query = query.where('tenant_id', '=', filter.tenantId);
  const before = filter.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', before.createdAt),
        eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

export function findMessageRow(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('sms_messages')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * A failed message back to the queue as new; false when it is not (or no longer) failed. A
 * failed WhatsApp message is resent by SMS: WhatsApp refused it or could not deliver it, and
 * the landlord pressing Resend wants it to reach the tenant (decision 0061).
 */
export async function requeueFailed(db: Db, organizationId: string, id: string, now: string) {
  const result = await db
    .updateTable('sms_messages')
    .set({
      status: 'queued',
      channel: 'sms',
      attempts: 0,
      next_attempt_at: now,
      failure_reason: null,
      provider_message_id: null,
      cost: null,
      claimed_by: null,
      claimed_until: null,
      updated_at: now,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function tenantExists(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst()
    .then(Boolean);
}

/** The SMS of each notice (issue 32), counted by status: the history's delivery counts. */
export async function noticeSmsCounts(
  db: Db,
  organizationId: string,
  noticeIds: readonly string[],
): Promise<{ noticeId: string; status: SmsStatus; count: number }[]> {
  if (noticeIds.length === 0) return [];
  const rows = await db
    .selectFrom('sms_messages')
    .select(['notice_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('organization_id', '=', organizationId)
    .where('notice_id', 'in', [...noticeIds])
    .groupBy(['notice_id', 'status'])
    .execute();
  return rows.map((row) => ({
    noticeId: row.notice_id!,
    status: row.status,
    count: Number(row.n),
  }));
}
