import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { TenantLinksTable } from '../../db/types.js';
import { decryptSecret, encryptSecret, SecretDecryptionError } from '../../lib/secrets.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { hashSessionToken } from '../auth/index.js';
import { tenantDisplayName, type TenantNameFields } from '@rental/shared/tenant-name';

/** What making a link that can be sent by SMS needs beyond the database. */
export interface TenantLinkKeys {
  /** Encrypts the token kept for SMS (lib/secrets.ts, the SMS API keys' key). */
  secretsKey: Buffer;
  /** Where the app is reached from outside: a link is `<publicUrl>/t/<token>`. */
  publicUrl: string;
}

/** 128 random bits, base64url: what `/t/<token>` carries. */
export function newPageToken(): string {
  return randomBytes(16).toString('base64url');
}

export function tenantLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/t/${token}`;
}

/** Binds a stored token to its tenant: copied to another tenant's row, it fails to decrypt. */
const tokenContext = (tenantId: string) => `tenant-link:${tenantId}`;

/** A link's row: the token's SHA-256 opens the page; its ciphertext lets it be sent later. */
export function tenantLinkRow(
  keys: Pick<TenantLinkKeys, 'secretsKey'>,
  actor: Actor,
  tenantId: string,
  token: string,
  at: Date,
): TenantLinksTable {
  return {
    tenant_id: tenantId,
    organization_id: actor.organizationId,
    token_hash: hashSessionToken(token),
    token_encrypted: encryptSecret(token, keys.secretsKey, tokenContext(tenantId)),
    created_by_name: actor.name,
    created_at: at.toISOString(),
  };
}

/** The token of a stored link, or undefined when it was not kept or cannot be read. */
function storedToken(keys: TenantLinkKeys, tenantId: string, encrypted: string | null) {
  if (!encrypted) return undefined;
  try {
    return decryptSecret(encrypted, keys.secretsKey, tokenContext(tenantId));
  } catch (error) {
    // A changed SECRETS_KEY: the link still opens, it just cannot be sent; a new one is made.
    if (error instanceof SecretDecryptionError) return undefined;
    throw error;
  }
}

const idsPerQuery = 500;

async function linksOf(trx: Db, organizationId: string, tenantIds: readonly string[]) {
  const rows: Pick<TenantLinksTable, 'tenant_id' | 'token_hash' | 'token_encrypted'>[] = [];
  for (let start = 0; start < tenantIds.length; start += idsPerQuery) {
    rows.push(
      ...(await trx
        .selectFrom('tenant_links')
        .select(['tenant_id', 'token_hash', 'token_encrypted'])
        .where('organization_id', '=', organizationId)
        .where('tenant_id', 'in', tenantIds.slice(start, start + idsPerQuery))
        .execute()),
    );
  }
  return new Map(rows.map((row) => [row.tenant_id, row]));
}

export interface LinkedTenant extends TenantNameFields {
  id: string;
}

/**
 * The URL of each tenant's private page, to put in an SMS, in the caller's transaction. A
 * tenant whose link is kept (encrypted) keeps it; one with no link, or with a link made
 * before links were kept for SMS, gets a new one (the old one stops working), recorded in
 * the activity log as made by `actor` (never the token). Returns the URLs and who got a new
 * link.
 */
export async function sendableTenantLinks(
  trx: Db,
  keys: TenantLinkKeys,
  actor: Actor,
  tenants: readonly LinkedTenant[],
  now: Date,
): Promise<{ urls: Map<string, string>; issued: Set<string> }> {
  const urls = new Map<string, string>();
  const issued = new Set<string>();
  if (tenants.length === 0) return { urls, issued };
  const existing = await linksOf(
    trx,
    actor.organizationId,
    tenants.map((tenant) => tenant.id),
  );
  const fresh = new Map<string, string>();
  const missing: TenantLinksTable[] = [];
  for (const tenant of tenants) {
    const link = existing.get(tenant.id);
    const token = link && storedToken(keys, tenant.id, link.token_encrypted);
    if (token) {
      urls.set(tenant.id, tenantLinkUrl(keys.publicUrl, token));
      continue;
    }
    const newToken = newPageToken();
    fresh.set(tenant.id, newToken);
    const row = tenantLinkRow(keys, actor, tenant.id, newToken, now);
    if (!link) {
      missing.push(row);
      continue;
    }
    // Replaces only the link read above: one made meanwhile by the landlord stays.
    await trx
      .updateTable('tenant_links')
      .set({
        token_hash: row.token_hash,
        token_encrypted: row.token_encrypted,
        created_by_name: row.created_by_name,
        created_at: row.created_at,
      })
      .where('organization_id', '=', actor.organizationId)
      .where('tenant_id', '=', tenant.id)
      .where('token_hash', '=', link.token_hash)
      .execute();
  }
  for (let start = 0; start < missing.length; start += idsPerQuery) {
    await trx
      .insertInto('tenant_links')
      .values(missing.slice(start, start + idsPerQuery))
      .onConflict((conflict) => conflict.column('tenant_id').doNothing())
      .execute();
  }
  if (fresh.size === 0) return { urls, issued };

  // Read back: where another request made a link first, that one is sent.
  const stored = await linksOf(trx, actor.organizationId, [...fresh.keys()]);
  for (const tenant of tenants) {
    const mine = fresh.get(tenant.id);
    if (mine === undefined) continue;
    const link = stored.get(tenant.id);
    const token = link && storedToken(keys, tenant.id, link.token_encrypted);
    if (!token) throw new Error(`The link of tenant ${tenant.id} could not be made`);
    urls.set(tenant.id, tenantLinkUrl(keys.publicUrl, token));
    if (token !== mine) continue;
    issued.add(tenant.id);
    await recordActivity(
      trx,
      actor,
      {
        kind: 'tenant_link_issued',
        entity: 'tenant',
        entityId: tenant.id,
        details: { tenant: tenantDisplayName(tenant) },
      },
      now,
    );
  }
  return { urls, issued };
}
