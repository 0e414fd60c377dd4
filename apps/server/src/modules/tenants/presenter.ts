import { accountRefKey } from '@rental/shared/account-ref';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type { Placement, Tenant, TenantDetail, TenantValues } from '@rental/shared/schemas/tenants';
import type { TenantsTable } from '../../db/types.js';
import type { DepositCents } from '../ledger/deposits.js';
import type { PlacementColumns, TenantChanges, TenantDetailRow, TenantRow } from './repository.js';

/** A tenant as the list shows it: fields picked one by one, money in KES. */
export function toTenant(row: TenantRow, balanceCents: number): Tenant {
  return {
    tenantid: row.id,
    tenantdata: {
      firstname: row.firstname,
      lastname: row.lastname,
      phonenumber: row.phonenumber,
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
      smsblocked: row.sms_blocked_at !== null,
      erased: Boolean(row.erased_at),
    },
    rentalname: row.rental_name,
    roomtype: row.house_type,
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
): TenantDetail {
  return {
    ...toTenant(row, balanceCents),
    monthlyrent: centsToKes(Number(row.monthly_rent_cents)),
    balance: centsToKes(balanceCents),
    depositheld: centsToKes(deposit.held),
    depositdue: centsToKes(deposit.due),
  };
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

/** The columns a validated form (or CSV row) writes. */
export function toTenantColumns(values: TenantValues, updatedAt: string): TenantChanges {
  return {
    ...toPlacementColumns(values),
    firstname: values.firstname,
    lastname: values.lastname,
    phonenumber: values.phonenumber,
    opening_rent_balance_cents: kesToCents(values.openingrentbalance),
    opening_water_balance_cents: kesToCents(values.openingwaterbalance),
    national_id: values.nationalid,
    kra_pin: values.krapin,
    ...(values.language && { language: values.language }),
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
    sms_blocked_at: null,
    created_at: at,
  };
}
