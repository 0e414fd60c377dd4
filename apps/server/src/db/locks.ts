import { isPostgres, organizationIs } from './dialect.js';
import type { Db } from './connection.js';
import { organizationsOf, type TenantKey } from './tenant-keys.js';

/**
 * Serializes writers of one organization inside a transaction, so that "count, check the plan
 * limit, insert" cannot be raced by a second request. PostgreSQL locks the organization's row
 * FOR NO KEY UPDATE: writers that lock it take turns, but what merely names the organization
 * (a payment, whose foreign key takes a key-share lock on it; a posting's month check, which
 * takes one itself) goes on being written meanwhile. FOR UPDATE would make an invoice run wait
 * until no payment was being posted, which on rent day, with payments arriving every moment
 * from two servers, it never was. SQLite needs nothing, as it runs one write transaction at a
 * time.
 */
export async function lockOrganization(trx: Db, organizationId: string): Promise<void> {
  await lockOrganizations(trx, [organizationId], { skipBusy: false });
}

/**
 * lockOrganization for several organizations (the invoice run bills several in one
 * transaction), in id order, so that two transactions locking some of the same wait for each
 * other instead of deadlocking. With `skipBusy`, those another transaction holds are passed
 * over, not waited for (PostgreSQL SKIP LOCKED), so a background job can go on with other
 * organizations instead of queueing behind the one being written. SQLite has one writer at a
 * time, so every lock is free. Returns the organizations locked.
 */
export async function lockOrganizations(
  trx: Db,
  organizationIds: readonly string[],
  { skipBusy }: { skipBusy: boolean },
): Promise<string[]> {
  const ids = [...new Set(organizationIds)].sort();
  if (!isPostgres(trx) || ids.length === 0) return ids;
  const query = trx
    .selectFrom('organizations')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate();
  const rows = await (skipBusy ? query.skipLocked() : query).execute();
  return rows.map((row) => row.id);
}

/**
 * lockOrganization, and also waits for every transaction writing rows that name the
 * organization, and holds new ones off until the caller commits: closing a month must not
 * slip between a posting's check of its month (a key-share lock, closed-months.ts) and its
 * commit.
 */
export async function lockOrganizationAndItsWriters(
  trx: Db,
  organizationId: string,
): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .forUpdate()
    .execute();
}

/**
 * Serializes money written for one tenant where it depends on what is already there (how much
 * of a payment still goes to the deposit, which charges it settles). PostgreSQL locks the
 * tenant's row FOR NO KEY UPDATE: two money writers of the tenant take turns, but rows that
 * merely name the tenant (an invoice, its entries and SMS, whose foreign keys take a key-share
 * lock) go on being written. FOR UPDATE made rent day's invoice run wait on every tenant a
 * C2B batch held, until the batch committed. SQLite runs one write transaction at a time.
 * Returns the tenant's rental.
 */
export async function lockTenant(
  trx: Db,
  organizationId: string,
  tenantId: string,
): Promise<string | null> {
  let query = trx
    .selectFrom('tenants')
    .select('rental_id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId);
  if (isPostgres(trx)) query = query.forNoKeyUpdate();
  const row = await query.executeTakeFirst();
  return row?.rental_id ?? null;
}

/**
 * Locks a tenant's row to delete it (PostgreSQL FOR UPDATE). Unlike lockTenant it waits for
 * every transaction whose rows name the tenant (their foreign keys hold a key share: an
 * invoice run billing them, an SMS queued), so whether the tenant has books is read after
 * those rows are in; and a writer that comes after waits, then finds the tenant gone. With
 * lockTenant, the delete went on, waited for the run's key share only at the DELETE itself,
 * and its cascade then took the run's invoice away. SQLite runs one write transaction at a
 * time.
 */
export async function lockTenantToDelete(
  trx: Db,
  organizationId: string,
  tenantId: string,
): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx
    .selectFrom('tenants')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .forUpdate()
    .execute();
}

/**
 * lockTenant for several tenants at once (a batch of payments), in id order, so that two
 * batches locking some of the same tenants wait for each other instead of deadlocking.
 * Returns each tenant's rental.
 */
export async function lockTenants(
  trx: Db,
  organizationId: string,
  tenantIds: readonly string[],
): Promise<Map<string, string | null>> {
  return lockTenantsAcross(
    trx,
    tenantIds.map((tenantId) => ({ organizationId, tenantId })),
  );
}

/**
 * lockTenants for tenants of several organizations (a C2B batch). Read by primary key alone
 * (a tenant id is unique across organizations), and a tenant whose row is not in the
 * organization named with it is left out, as lockTenants leaves out one not found.
 */
export async function lockTenantsAcross(
  trx: Db,
  keys: readonly TenantKey[],
): Promise<Map<string, string | null>> {
  if (keys.length === 0) return new Map();
  const organizations = organizationsOf(keys);
  let query = trx
    .selectFrom('tenants')
    .select(['id', 'organization_id', 'rental_id'])
    .where('id', 'in', [...new Set(keys.map((key) => key.tenantId))])
    .orderBy('id');
  // One organization: as it always read (the unary plus keeps SQLite on the primary key).
  if (organizations.length === 1) {
    query = query.where(organizationIs(trx, 'organization_id', organizations[0]!));
  }
  if (isPostgres(trx)) query = query.forNoKeyUpdate();
  const rows = await query.execute();
  const organizationOf = new Map(keys.map((key) => [key.tenantId, key.organizationId]));
  return new Map(
    rows
      .filter((row) => organizationOf.get(row.id) === row.organization_id)
      .map((row) => [row.id, row.rental_id]),
  );
}

/**
 * Holds an agent's landlord while something is tied to it (a rental given to it, a remittance:
 * `share`) or while it is deleted (`update`), so a delete cannot slip between "the landlord
 * exists" and the write that refers to it. The loser then sees the winner's result (the
 * landlord gone, or now in use) instead of a foreign-key error. SQLite needs nothing.
 */
export async function lockLandlord(
  trx: Db,
  organizationId: string,
  landlordId: string,
  mode: 'share' | 'update',
): Promise<void> {
  if (!isPostgres(trx)) return;
  const query = trx
    .selectFrom('landlords')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', landlordId);
  await (mode === 'share' ? query.forShare() : query.forUpdate()).execute();
}
