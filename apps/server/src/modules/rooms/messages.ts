import type { HouseType } from '@rental/shared/enums';
import { countOf } from '@rental/shared/plural';

/** "1 tenant", "3 tenants". */
export function tenantCount(n: number): string {
  return countOf(n, 'tenant');
}

export const roomTypeTakenMessage = (rentalName: string, houseType: HouseType) =>
  `${rentalName} already has a ${houseType} room type`;

/** Only ever said of two or more tenants: a room type has at least one unit. */
export const unitsBelowTenantsMessage = (n: number, houseType: HouseType) =>
  `${n} tenants live in ${houseType} rooms: total units cannot be fewer than ${n}`;

export const roomHasTenantsMessage = (n: number, houseType: HouseType, rentalName: string) =>
  `${tenantCount(n)} ${n === 1 ? 'lives' : 'live'} in ${houseType} rooms of ${rentalName}. Move or remove them first.`;

export const rentalHasTenantsMessage = (rentalName: string, n: number) =>
  `${rentalName} still has ${tenantCount(n)}. Move or remove them first.`;

export const roomRemovedMessage = 'Room type removed';
export const roomTypesRemovedMessage = 'Room types removed';
