import { nairobiDate } from '@rental/shared/billing-dates';
import { tenantBodySchema, type TenantBody } from '@rental/shared/schemas/tenants';
import type { z } from 'zod';
import { moveInFields } from '../../../lib/tenancy-contract';

/**
 * A new tenant's form: the tenant, and the move-in (date, deposit, pro-rata rent) that only a
 * new tenant gives. An edit sends the tenant alone: the tenancy's start is not edited.
 */
export const newTenantSchema = tenantBodySchema.extend(moveInFields);
export type NewTenantBody = z.input<typeof newTenantSchema>;
export type NewTenantValues = z.output<typeof newTenantSchema>;

/** What the form holds, new or edited; the move-in fields are left out of an edit. */
export type TenantFormBody = TenantBody & Partial<NewTenantBody>;

/** A new tenant moves in today (Nairobi) with no deposit, billed from the next run. */
export function moveInDefaults(now = new Date()) {
  return { moveindate: nairobiDate(now), deposit: '0', prorate: false };
}
