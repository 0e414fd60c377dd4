import type { TenantBody, TenantDetail } from '@rental/shared/schemas/tenants';

/** The edit form's starting values: what the tenant has now, amounts as typed text. */
export function tenantBodyOf({ tenantdata }: TenantDetail): TenantBody {
  return {
    ...tenantdata,
    openingrentbalance: String(tenantdata.openingrentbalance),
    openingwaterbalance: String(tenantdata.openingwaterbalance),
  };
}

/** Where the tenant lives, as one value: it changes when they move (outside the edit form). */
export function tenantPlaceKey({ tenantdata: t }: TenantDetail): string {
  return [t.rentalid, t.housetype, t.housenumber, t.meternumber].join('|');
}
