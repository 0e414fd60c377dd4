import type { Db } from './connection.js';
import { isUniqueViolation } from './errors.js';

/** How long a key is kept: a retry comes within minutes; a day covers a phone left offline. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

export interface IdempotencyClaim {
  organizationId: string;
  key: string;
}

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; body: string }
  | { kind: 'inFlight' }
  | { kind: 'otherRequest' };

/**
 * Claims `key` for this request, or says what the earlier request with it did. The claim is
 * an insert on the primary key, so of two requests at once exactly one claims; the other
 * finds the first running (or done, and gets its answer). A key older than its lifetime is
 * claimed afresh.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: IdempotencyClaim,
  requestHash: string,
  now: Date,
): Promise<ClaimResult> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await db
        .insertInto('idempotency_keys')
        .values({
          organization_id: claim.organizationId,
          key: claim.key,
          request_hash: requestHash,
          status_code: null,
          response_body: null,
          created_at: now.toISOString(),
        })
        .execute();
      return { kind: 'claimed' };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const row = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('organization_id', '=', claim.organizationId)
      .where('key', '=', claim.key)
      .executeTakeFirst();
    if (!row) continue; // released in between: claim again
    const expired = Date.parse(row.created_at) < now.getTime() - idempotencyKeyLifetimeMs;
    if (expired) {
      await db
        .deleteFrom('idempotency_keys')
        .where('organization_id', '=', claim.organizationId)
        .where('key', '=', claim.key)
        .where('created_at', '=', row.created_at)
        .execute();
      continue;
    }
    if (row.request_hash !== requestHash) return { kind: 'otherRequest' };
    if (row.status_code === null || row.response_body === null) return { kind: 'inFlight' };
    return { kind: 'replay', statusCode: row.status_code, body: row.response_body };
  }
  return { kind: 'inFlight' };
}

/** Keeps the answer of a request that made its change, for a retry with the same key. */
export async function completeIdempotencyKey(
  db: Db,
  claim: IdempotencyClaim,
  statusCode: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: body })
    .where('organization_id', '=', claim.organizationId)
    .where('key', '=', claim.key)
    .execute();
}

/** Lets go of a key whose request changed nothing (refused or failed): it may be sent again. */
export async function releaseIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('organization_id', '=', claim.organizationId)
    .where('key', '=', claim.key)
    .where('status_code', 'is', null)
    .execute();
}

/**
 * Forgets the kept answers of an organization that name `id` (a tenant being erased): a kept
 * answer may carry their name. A retry with such a key is then made afresh.
 */
export function forgetIdempotencyAnswersNaming(db: Db, organizationId: string, id: string) {
  return db
    .deleteFrom('idempotency_keys')
    .where('organization_id', '=', organizationId)
    .where('response_body', 'like', `%${id}%`)
    .executeTakeFirstOrThrow();
}
