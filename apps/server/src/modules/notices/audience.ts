import type { Language } from '@rental/shared/enums';
import type { TenantNameFields } from '@rental/shared/tenant-name';
import type { z } from 'zod';
import type { noticeBodySchema } from '@rental/shared/schemas/notices';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/app-error.js';
import { inRentals, type RentalScope } from '../access/index.js';
import { tenantBalances } from '../ledger/index.js';

export type NoticeAudience = Pick<
  z.output<typeof noticeBodySchema>,
  'rentalids' | 'all' | 'filter'
>;

export interface NoticeTenant extends TenantNameFields {
  id: string;
  phonenumber: string;
  house_number: string;
  language: Language;
  balanceCents: number;
  optedOut: boolean;
}

/**
 * The current tenants a notice reaches: of the rentals named (each must be the sender's and
 * within their rentals, else 404 as for any rental) or of every rental they reach, narrowed
 * by the filter, in house order. Tenants who opted out of SMS are in it, marked.
 */
export async function noticeAudience(
  db: Db,
  organizationId: string,
  scope: RentalScope,
  audience: NoticeAudience,
): Promise<NoticeTenant[]> {
  const named = audience.all ? null : [...new Set(audience.rentalids ?? [])];
  if (named) {
    const found = await db
      .selectFrom('rentals')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('id', 'in', named)
      .where(inRentals('id', scope))
      .execute();
    if (found.length !== named.length) throw notFound('Rental');
  }
  let query = db
    .selectFrom('tenants')
    .select([
      'id',
      'kind',
      'firstname',
      'lastname',
      'businessname',
      'phonenumber',
      'house_number',
      'language',
      'sms_blocked_at',
    ])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'current')
    .where(inRentals('rental_id', scope))
    .orderBy('house_number_key')
    .orderBy('id');
  if (named) query = query.where('rental_id', 'in', named);
  const roomTypeId = audience.filter?.roomtypeid;
  if (roomTypeId) query = query.where('room_type_id', '=', roomTypeId);
  const tenants = await query.execute();
  const balances = await tenantBalances(
    db,
    organizationId,
    tenants.map((tenant) => tenant.id),
  );
  const arrears = audience.filter?.arrears;
  return tenants
    .map(({ sms_blocked_at, ...tenant }) => ({
      ...tenant,
      balanceCents: balances.get(tenant.id) ?? 0,
      optedOut: sms_blocked_at !== null,
    }))
    .filter((tenant) => {
      if (arrears === 'owing') return tenant.balanceCents > 0;
      if (arrears === 'clear') return tenant.balanceCents <= 0;
      return true;
    });
}
