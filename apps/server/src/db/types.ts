import type { AccountType, HouseType, UserRole, UserStatus } from '@rental/shared/enums';

/**
 * The database schema as Kysely sees it. Instants are ISO-8601 UTC strings
 * (`Date#toISOString()`, which sort correctly as text on both SQLite and PostgreSQL);
 * calendar dates are `YYYY-MM-DD`; money is integer cents.
 */
export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  rentals: RentalsTable;
  room_types: RoomTypesTable;
  tenants: TenantsTable;
  water_readings: WaterReadingsTable;
}

/** The landlord's or agent's account; it owns every other record. */
export interface OrganizationsTable {
  id: string;
  name: string;
  account_type: AccountType;
  created_at: string;
  /** The chosen plan; null during the free trial (Individual plan limits). */
  plan_id: string | null;
  /** Sign-up plus one month. */
  trial_ends_at: string;
  /** The onboarding step reached: rentals, rooms, tenants, invoices, subscription or done. */
  onboarding_step: string;
}

export interface UsersTable {
  id: string;
  organization_id: string;
  role: UserRole;
  firstname: string;
  lastname: string;
  /** Unique across the product: a phone number registers once. */
  phonenumber: string;
  email: string;
  status: UserStatus;
  pin_hash: string;
  /** Wrong PINs in a row since the last successful sign-in. */
  failed_pin_attempts: number;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  organization_id: string;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface RentalsTable {
  id: string;
  organization_id: string;
  name: string;
  /** Lower-cased, trimmed name: rental names are unique within an organization. */
  name_key: string;
  location: string;
  created_at: string;
  updated_at: string;
}

export interface RoomTypesTable {
  id: string;
  organization_id: string;
  rental_id: string;
  house_type: HouseType;
  total_units: number;
  monthly_rent_cents: number;
  water_unit_rate_cents: number;
  created_at: string;
  updated_at: string;
}

export interface TenantsTable {
  id: string;
  organization_id: string;
  rental_id: string;
  room_type_id: string;
  firstname: string;
  lastname: string;
  phonenumber: string;
  house_number: string;
  /** accountRefKey(house_number): unique within the rental. */
  house_number_key: string;
  meter_number: string;
  /** accountRefKey(meter_number): unique within the organization. */
  meter_number_key: string;
  opening_rent_balance_cents: number;
  opening_water_balance_cents: number;
  created_at: string;
  updated_at: string;
}

export interface WaterReadingsTable {
  id: string;
  organization_id: string;
  tenant_id: string;
  reading_date: string;
  /** Meter readings and usage in hundredths of a unit. */
  previous_reading_hundredths: number;
  reading_hundredths: number;
  usage_hundredths: number;
  unit_rate_cents: number;
  cost_cents: number;
  meter_replacement: boolean;
  recorded_by: string;
}
