import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { IncomingSmsTable } from '../../db/types.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/**
 * Stores a message received; false when this organization already has the provider's id (a
 * retried callback). The unique key decides, so two deliveries at once store one row.
 */
export async function insertIncomingSms(
  db: Db,
  row: Insertable<IncomingSmsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('incoming_sms')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['organization_id', 'provider_message_id']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function markIncomingAnswered(
  db: Db,
  id: string,
  replyMessageId: string | null,
  outcome:
    'answered' | 'repair_reported' | 'channel_changed' | 'opted_out' | 'opted_in' = 'answered',
) {
  await db
    .updateTable('incoming_sms')
    .set({ outcome, reply_message_id: replyMessageId })
    .where('id', '=', id)
    .execute();
}

/**
 * The organization's tenants on this number, in any of the forms a phone may be stored in
 * (tenants are saved as 07XXXXXXXX; older rows or imports may hold +254 or 254): current
 * tenants first, then former ones, most recently ended first.
 */
export function tenantsByPhone(db: Db, organizationId: string, phoneForms: string[]) {
  return db
    .selectFrom('tenants')
    .select([
      'id',
      'organization_id',
      ...tenantNameColumns(),
      'phonenumber',
      'house_number',
      'status',
      'language',
      'sms_blocked_at',
      'move_out_date',
      'created_at',
    ])
    .where('organization_id', '=', organizationId)
    .where('phonenumber', 'in', phoneForms)
    .execute()
    .then((rows) =>
      rows.sort(
        (a, b) =>
          Number(a.status !== 'current') - Number(b.status !== 'current') ||
          (b.move_out_date ?? '').localeCompare(a.move_out_date ?? '') ||
          a.created_at.localeCompare(b.created_at),
      ),
    );
}

export type PhoneTenant = Awaited<ReturnType<typeof tenantsByPhone>>[number];

/** Newest first, with the tenant's name and the answer's status; `before` is the cursor. */
export function listIncomingRows(
  db: Db,
  organizationId: string,
  page: { limit: number; before?: { createdAt: string; id: string } },
) {
  let query = db
    .selectFrom('incoming_sms as i')
    .leftJoin('tenants as t', 't.id', 'i.tenant_id')
    .leftJoin('sms_messages as m', 'm.id', 'i.reply_message_id')
    .select([
      'i.id',
      'i.phone',
      'i.short_code',
      'i.text',
      'i.tenant_id',
      ...tenantNameColumns('t'),
      'i.outcome',
      'i.channel',
      'i.reply_message_id',
      'm.status as reply_status',
      'i.created_at',
    ])
    .where('i.organization_id', '=', organizationId);
  const before = page.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('i.created_at', '<', before.createdAt),
        eb.and([eb('i.created_at', '=', before.createdAt), eb('i.id', '<', before.id)]),
      ]),
    );
  }
  return query.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(page.limit).execute();
}

export type IncomingRow = Awaited<ReturnType<typeof listIncomingRows>>[number];
