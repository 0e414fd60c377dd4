import { nairobiDate } from '@rental/shared/dates';
import type { TenantBody, TenantDetail } from '@rental/shared/schemas/tenants';

/**
 * A new tenant moves in today (Nairobi), with no deposit and no pro-rata rent until told; a
 * deposit is due on the move-in day unless the landlord gives its own date.
 */
export function moveInDefaults(now = new Date()) {
  return { moveindate: nairobiDate(now), deposit: '0', depositduedate: '', prorate: false };
}

/**
 * The edit form's starting values: what the tenant has now, amounts as typed text. The move-in
 * (date, deposit, pro-rata rent) is given once with a new tenant and is not edited.
 */
export function tenantBodyOf({ tenantdata }: TenantDetail): TenantBody {
  const {
    moveindate: _moveindate,
    moveoutdate: _moveoutdate,
    status: _status,
    ...rest
  } = tenantdata;
  return {
    ...rest,
    // An input holds text: no business name, contact or pays-from phone is an empty field.
    businessname: tenantdata.businessname ?? '',
    contactperson: tenantdata.contactperson ?? '',
    paysfromphone: tenantdata.paysfromphone ?? '',
    openingrentbalance: String(tenantdata.openingrentbalance),
    openingwaterbalance: String(tenantdata.openingwaterbalance),
  };
}

/** Where the tenant lives, as one value: it changes when they move (outside the edit form). */
export function tenantPlaceKey({ tenantdata: t }: TenantDetail): string {
  return [t.rentalid, t.housetype, t.housenumber, t.meternumber].join('|');
}
