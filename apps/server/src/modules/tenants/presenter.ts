import type { UserRole } from '@rental/shared/enums';
import { can, type OrganizationAllowances } from '@rental/shared/permissions';
import { accountRefKey } from '@rental/shared/account-ref';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type { Placement, Tenant, TenantDetail, TenantValues } from '@rental/shared/schemas/tenants';
import type { TenantsTable } from '../../db/types.js';
import type { DepositCents } from '../ledger/index.js';
import type { PlacementColumns, TenantChanges, TenantDetailRow, TenantRow } from './repository.js';

/** A tenant as the list shows it: fields picked one by one, money in KES. */
export function toTenant(row: TenantRow, balanceCents: number, hasBooks: boolean): Tenant {
  return {
    tenantid: row.id,
    tenantdata: {
      kind: row.kind,
      firstname: row.firstname,
      lastname: row.lastname,
      businessname: row.businessname ?? null,
      contactperson: row.contactperson ?? null,
      phonenumber: row.phonenumber,
      paysfromphone: row.pays_from_phone ?? null,
      rentalid: row.rental_id,
      housetype: row.room_type_id,
      housenumber: row.house_number,
      meternumber: row.meter_number,
      openingrentbalance: centsToKes(row.opening_rent_balance_cents),
      openingwaterbalance: centsToKes(row.opening_water_balance_cents),
      nationalid: row.national_id,
      krapin: row.kra_pin,
      status: row.status,
      moveindate: row.move_in_date,
      moveoutdate: row.move_out_date,
      balance: centsToKes(balanceCents),
      language: row.language,
      channel: row.channel,
      smsblocked: row.sms_blocked_at !== null,
      erased: Boolean(row.erased_at),
    },
    rentalname: row.rental_name,
    roomtype: row.house_type,
    hasbooks: hasBooks,
  };
}

/**
 * The tenant's page: the list fields plus the rent they pay, what they owe now (derived from
 * their ledger, modules/ledger/balances.ts) and their deposit, apart (ledger/deposits.ts).
 */
export function toTenantDetail(
  row: TenantDetailRow,
  balanceCents: number,
  deposit: DepositCents,
  hasBooks: boolean,
): TenantDetail {
  return {
    ...toTenant(row, balanceCents, hasBooks),
    monthlyrent: centsToKes(Number(row.monthly_rent_cents)),
    balance: centsToKes(balanceCents),
    depositheld: centsToKes(deposit.held),
    depositdue: centsToKes(deposit.due),
  };
}

/** Who reads a tenant: their role decides whether they see the tenant's money and IDs. */
export interface TenantViewer {
  role: UserRole;
  allowances: OrganizationAllowances;
}

/**
 * A tenant (of the list or their page) as `viewer` may see them: a role without
 * `tenants.private` (a caretaker) gets null for what the tenant owes, their opening balances,
 * rent and deposit, ID number and KRA PIN. Every tenant read goes through here.
 */
export function tenantForViewer<T extends Tenant>(tenant: T, viewer: TenantViewer): T {
  if (can(viewer.role, 'tenants.private', viewer.allowances)) return tenant;
  const hidden: T = {
    ...tenant,
    tenantdata: {
      ...tenant.tenantdata,
      openingrentbalance: null,
      openingwaterbalance: null,
      nationalid: null,
      krapin: null,
      balance: null,
    },
  };
  if (!('monthlyrent' in tenant)) return hidden;
  return { ...hidden, monthlyrent: null, balance: null, depositheld: null, depositdue: null };
}

/** The tenant's place as stored; keys let ' a-1 ' and 'A1' collide. */
export function toPlacementColumns(values: Placement): PlacementColumns {
  return {
    rental_id: values.rentalid,
    room_type_id: values.housetype,
    house_number: values.housenumber,
    house_number_key: accountRefKey(values.housenumber),
    meter_number: values.meternumber,
    meter_number_key: accountRefKey(values.meternumber),
  };
}

/**
 * The name columns of a person or a business: a business's first and last name are empty and
 * a person has no business name, so a tenant that changes kind keeps no stale name.
 */
function nameColumns(values: TenantValues) {
  if (values.kind === 'business') {
    return {
      kind: values.kind,
      firstname: '',
      lastname: '',
      businessname: values.businessname,
      contactperson: values.contactperson === '' ? null : values.contactperson,
    };
  }
  return {
    kind: values.kind,
    firstname: values.firstname,
    lastname: values.lastname,
    businessname: null,
    contactperson: null,
  };
}

/** The columns a validated form (or CSV row) writes. */
export function toTenantColumns(values: TenantValues, updatedAt: string): TenantChanges {
  return {
    ...toPlacementColumns(values),
    ...nameColumns(values),
    phonenumber: values.phonenumber,
    // Left out of the body: unchanged (a client from before the field does not wipe it).
    ...(values.paysfromphone !== undefined && { pays_from_phone: values.paysfromphone }),
    opening_rent_balance_cents: kesToCents(values.openingrentbalance),
    opening_water_balance_cents: kesToCents(values.openingwaterbalance),
    national_id: values.nationalid,
    kra_pin: values.krapin,
    ...(values.language && { language: values.language }),
    ...(values.channel && { channel: values.channel }),
    updated_at: updatedAt,
  };
}

/** A new tenant's row: current, moved in on `moveInDate` (a Nairobi day). */
export function newTenantRow(
  values: TenantValues,
  ids: { id: string; organizationId: string },
  at: string,
  moveInDate: string,
): TenantsTable {
  return {
    ...toTenantColumns(values, at),
    id: ids.id,
    organization_id: ids.organizationId,
    status: 'current',
    move_in_date: moveInDate,
    move_out_date: null,
    language: values.language ?? 'en',
    channel: values.channel ?? 'sms',
    sms_blocked_at: null,
    created_at: at,
  };
}
