import type { Notice } from '@rental/shared/schemas/notices';
import type { Db } from '../../db/connection.js';
import type { NoticesTable } from '../../db/types.js';
import { noticeSmsCounts } from '../sms/index.js';

export async function insertNotice(trx: Db, row: NoticesTable): Promise<void> {
  await trx.insertInto('notices').values(row).execute();
}

/** How the history counts an SMS of the outbox: waiting until it left, then its outcome. */
const deliveryOf = {
  queued: 'waiting',
  sending: 'waiting',
  stored: 'waiting',
  held: 'waiting',
  sent: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  discarded: 'failed',
} as const;

const shownNotices = 100;

/** The newest notices with their SMS counted by status, read from the outbox. */
export async function listNoticeRows(db: Db, organizationId: string): Promise<Notice[]> {
  const rows = await db
    .selectFrom('notices')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(shownNotices)
    .execute();
  if (rows.length === 0) return [];
  const counts = await noticeSmsCounts(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const delivery = { waiting: 0, sent: 0, delivered: 0, failed: 0 };
    for (const count of counts) {
      if (count.noticeId === row.id) delivery[deliveryOf[count.status]] += count.count;
    }
    const audience = JSON.parse(row.audience) as {
      rentalids?: string[];
      filter?: Notice['filter'];
    };
    return {
      id: row.id,
      createdat: row.created_at,
      createdby: row.created_by_name,
      message: row.message,
      messagesw: row.message_sw,
      rentalids: audience.rentalids ?? null,
      filter: audience.filter,
      recipients: Number(row.recipients),
      parts: Number(row.parts),
      optedout: Number(row.opted_out),
      delivery,
    };
  });
}
