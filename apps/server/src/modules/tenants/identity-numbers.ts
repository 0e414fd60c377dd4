import type { TenantsTable } from '../../db/types.js';
import { decryptSecret, encryptSecret, SecretDecryptionError } from '../../lib/secrets.js';

/**
 * A tenant's national ID and KRA PIN at rest (Kenya Data Protection Act 2019): encrypted with
 * the secrets key, like SMS API keys, so a copy of the database (a backup, a dump) does not
 * give them away. The context binds each value to its tenant and column: a ciphertext copied
 * to another row fails to decrypt. Only the organization's users see them, through the tenant
 * API, which decrypts them here.
 */

export type IdentityColumn = 'national_id' | 'kra_pin';
export const identityColumns: readonly IdentityColumn[] = ['national_id', 'kra_pin'];

const context = (tenantId: string, column: IdentityColumn) => `tenant:${tenantId}:${column}`;

/**
 * Every ciphertext of lib/secrets.ts starts so. The codes themselves are letters and digits
 * only (schemas/fields.ts), never a dot: a stored value starting so is encrypted.
 */
const encryptedPrefix = 'v1.';

export function isEncrypted(stored: string): boolean {
  return stored.startsWith(encryptedPrefix);
}

export function sealIdentity(
  key: Buffer,
  tenantId: string,
  column: IdentityColumn,
  plain: string | null,
): string | null {
  return plain === null ? null : encryptSecret(plain, key, context(tenantId, column));
}

/**
 * The plain value. A row stored before migration 0026 and not yet encrypted by the start-up
 * step reads as it is. One that cannot be decrypted (SECRETS_KEY changed) reads as null: the
 * tenant's other data stays usable, and the landlord can enter the code again.
 */
export function openIdentity(
  key: Buffer,
  tenantId: string,
  column: IdentityColumn,
  stored: string | null,
): string | null {
  if (stored === null || !isEncrypted(stored)) return stored;
  try {
    return decryptSecret(stored, key, context(tenantId, column));
  } catch (error) {
    if (error instanceof SecretDecryptionError) return null;
    throw error;
  }
}

type WithIdentity = Pick<TenantsTable, IdentityColumn>;

/** A row about to be written with its codes encrypted. */
export function sealTenantIdentity<T extends WithIdentity>(
  key: Buffer,
  tenantId: string,
  row: T,
): T {
  return {
    ...row,
    national_id: sealIdentity(key, tenantId, 'national_id', row.national_id),
    kra_pin: sealIdentity(key, tenantId, 'kra_pin', row.kra_pin),
  };
}

/** A row read with its codes in plain text, for the organization's own users. */
export function openTenantIdentity<T extends WithIdentity & { id: string }>(
  key: Buffer,
  row: T,
): T {
  return {
    ...row,
    national_id: openIdentity(key, row.id, 'national_id', row.national_id),
    kra_pin: openIdentity(key, row.id, 'kra_pin', row.kra_pin),
  };
}
