export const accountTypes = ['Agent', 'Landlord'] as const;
export type AccountType = (typeof accountTypes)[number];

export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Owners manage plan, settings and members; members share the organization's data. */
export const userRoles = ['owner', 'member'] as const;
export type UserRole = (typeof userRoles)[number];

/** Room types (spec section 5). */
export const houseTypes = [
  'Bedsitter',
  'Single Room',
  'Double Room',
  'One Bedroom',
  'Two Bedroom',
  'Three Bedroom',
  'Four Bedroom',
  'Five Bedroom',
] as const;
export type HouseType = (typeof houseTypes)[number];
