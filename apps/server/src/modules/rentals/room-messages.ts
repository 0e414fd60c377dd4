import type { HouseType } from '@rental/shared/enums';
import { msg } from '@rental/shared/message-catalogue';

// The refusals, by key (error-messages.ts): answered in the requester's language.

export const roomTypeTakenMessage = (rentalName: string, houseType: HouseType) =>
  msg('error.roomTypeTaken', { rental: rentalName, housetype: houseType });

/** Only ever said of two or more tenants: a room type has at least one unit. */
export const unitsBelowTenantsMessage = (n: number, houseType: HouseType) =>
  msg('error.unitsBelowTenants', { count: n, housetype: houseType });

export const roomHasTenantsMessage = (n: number, houseType: HouseType, rentalName: string) =>
  msg('error.roomHasTenants', { count: n, housetype: houseType, rental: rentalName });

/** Former tenants only: their invoices and payments still name the room type. */
export const roomHasFormerTenantsMessage = (n: number, houseType: HouseType, rentalName: string) =>
  msg('error.roomHasFormerTenants', { count: n, housetype: houseType, rental: rentalName });

export const rentalHasTenantsMessage = (rentalName: string, n: number) =>
  msg('error.rentalHasTenants', { rental: rentalName, count: n });

export const roomRemovedMessage = 'Room type removed';
export const roomTypesRemovedMessage = 'Room types removed';
