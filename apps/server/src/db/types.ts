import type { AccountType, UserRole, UserStatus } from '@rental/shared/enums';

/**
 * The database schema as Kysely sees it. Instants are ISO-8601 UTC strings
 * (`Date#toISOString()`, which sort correctly as text on both SQLite and PostgreSQL);
 * calendar dates are `YYYY-MM-DD`; money is integer cents.
 */
export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  sessions: SessionsTable;
}

/** The landlord's or agent's account; it owns every other record. */
export interface OrganizationsTable {
  id: string;
  name: string;
  account_type: AccountType;
  created_at: string;
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
