import { randomBytes } from 'node:crypto';
import type { OwnerLink, OwnerLinkStatus } from '@rental/shared/schemas/owner-page';
import type { Db } from '../../db/connection.js';
import { lockLandlord } from '../../db/locks.js';
import type { OwnerLinksTable } from '../../db/types.js';
import { notFound } from '../../lib/app-error.js';
import { decryptSecret, encryptSecret, SecretDecryptionError } from '../../lib/secrets.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { hashSessionToken } from '../auth/index.js';
import { requireLandlord, type LandlordsDeps } from './service.js';

/** What a landlord's page link needs beyond the database. */
export interface OwnerLinkDeps extends LandlordsDeps {
  /** Encrypts the token kept so the agent can copy the link again (lib/secrets.ts). */
  secretsKey: Buffer;
  /** Where the app is reached from outside: a link is `<publicUrl>/o/<token>`. */
  publicUrl: string;
}

/** 128 random bits, base64url (22 characters): what `/o/<token>` carries. */
export function newOwnerToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Where a landlord's page is: `<publicUrl>/o/<token>`. */
export const ownerLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/o/${token}`;

/** Binds a stored token to its landlord: copied to another landlord's row, it fails to decrypt. */
const tokenContext = (landlordId: string) => `owner-link:${landlordId}`;

/**
 * A new private link to the landlord's page; the old one, if any, stops working in the same
 * transaction (the row is replaced, and only the new token's hash opens the page).
 */
export async function issueOwnerLink(
  deps: OwnerLinkDeps,
  actor: Actor,
  landlordId: string,
): Promise<OwnerLink> {
  const { organizationId } = actor;
  const at = deps.clock();
  const token = await deps.db.transaction().execute(async (trx) => {
    await lockLandlord(trx, organizationId, landlordId, 'share');
    const landlord = await requireLandlord(trx, organizationId, landlordId);
    return putOwnerLink(trx, deps, actor, landlord, at);
  });
  return { url: ownerLinkUrl(deps.publicUrl, token) };
}

/**
 * Writes a new token over the landlord's link (the old one stops working) with its activity
 * entry, in the caller's transaction; returns the token, which no entry ever holds.
 */
export async function putOwnerLink(
  trx: Db,
  deps: OwnerLinkDeps,
  actor: Actor,
  landlord: { id: string; name: string },
  at: Date,
): Promise<string> {
  const token = newOwnerToken();
  const row: OwnerLinksTable = {
    landlord_id: landlord.id,
    organization_id: actor.organizationId,
    token_hash: hashSessionToken(token),
    token_encrypted: encryptSecret(token, deps.secretsKey, tokenContext(landlord.id)),
    created_by_name: actor.name,
    created_at: at.toISOString(),
  };
  await trx
    .insertInto('owner_links')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('landlord_id').doUpdateSet({
        token_hash: row.token_hash,
        token_encrypted: row.token_encrypted,
        created_by_name: row.created_by_name,
        created_at: row.created_at,
      }),
    )
    .execute();
  await recordActivity(
    trx,
    actor,
    {
      kind: 'owner_link_issued',
      entity: 'landlord',
      entityId: landlord.id,
      details: { name: landlord.name },
    },
    at,
  );
  return token;
}

/** Revokes the landlord's link: it answers 404 from now on, as an unknown one does. */
export async function revokeOwnerLink(deps: OwnerLinkDeps, actor: Actor, landlordId: string) {
  const { organizationId } = actor;
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const landlord = await requireLandlord(trx, organizationId, landlordId);
    const result = await trx
      .deleteFrom('owner_links')
      .where('organization_id', '=', organizationId)
      .where('landlord_id', '=', landlord.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Link');
    await recordActivity(
      trx,
      actor,
      {
        kind: 'owner_link_revoked',
        entity: 'landlord',
        entityId: landlord.id,
        details: { name: landlord.name },
      },
      at,
    );
  });
}

/** Whether the landlord has a link, since when, and the link itself when it can be read back. */
export async function ownerLinkStatus(
  deps: OwnerLinkDeps,
  organizationId: string,
  landlordId: string,
): Promise<OwnerLinkStatus> {
  const landlord = await requireLandlord(deps.db, organizationId, landlordId);
  const link = await keptOwnerLink(deps.db, deps, organizationId, landlord.id);
  if (!link) return { exists: false, createdat: null, url: null };
  return { exists: true, createdat: link.createdAt, url: link.url };
}

/** The landlord's link as kept: when it was made, and its URL when the token reads back. */
export async function keptOwnerLink(
  db: Db,
  deps: Pick<OwnerLinkDeps, 'secretsKey' | 'publicUrl'>,
  organizationId: string,
  landlordId: string,
) {
  const link = await db
    .selectFrom('owner_links')
    .select(['created_at', 'token_encrypted'])
    .where('organization_id', '=', organizationId)
    .where('landlord_id', '=', landlordId)
    .executeTakeFirst();
  if (!link) return undefined;
  const token = storedToken(deps.secretsKey, landlordId, link.token_encrypted);
  return {
    createdAt: link.created_at,
    url: token ? ownerLinkUrl(deps.publicUrl, token) : null,
  };
}

function storedToken(key: Buffer, landlordId: string, encrypted: string | null) {
  if (!encrypted) return undefined;
  try {
    return decryptSecret(encrypted, key, tokenContext(landlordId));
  } catch (error) {
    // A changed SECRETS_KEY: the link still opens, it just cannot be shown; make a new one.
    if (error instanceof SecretDecryptionError) return undefined;
    throw error;
  }
}

/** The landlord a token's hash opens, with what their page needs; undefined if none. */
export function findLinkedLandlord(db: Db, tokenHash: string) {
  return db
    .selectFrom('owner_links as o')
    .innerJoin('landlords as l', (join) =>
      join.onRef('l.id', '=', 'o.landlord_id').onRef('l.organization_id', '=', 'o.organization_id'),
    )
    .select(['l.id', 'l.organization_id', 'l.name', 'l.language', 'l.created_at'])
    .where('o.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** What the agent paid the landlord, newest first. */
export async function remittancesOf(db: Db, organizationId: string, landlordId: string) {
  return db
    .selectFrom('landlord_remittances')
    .select(['month', 'amount_cents', 'paid_on', 'payment_mode', 'reference'])
    .where('organization_id', '=', organizationId)
    .where('landlord_id', '=', landlordId)
    .orderBy('paid_on', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}
