import { nairobiDate } from '@rental/shared/dates';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../access/index.js';
import { postEntries, type NewEntry } from './journal.js';

/** What a tenant's row says of their opening balances (arrears from before they were added). */
export interface OpeningBalances {
  id: string;
  rental_id: string;
  opening_rent_balance_cents: number;
  opening_water_balance_cents: number;
  move_in_date: string | null;
}

function openingEntries(
  tenant: OpeningBalances,
  cents: { rent: number; water: number },
  kind: 'opening' | 'opening_adjustment',
  effectiveOn: string,
): NewEntry[] {
  return (['rent', 'water'] as const).map((bucket) => ({
    tenantId: tenant.id,
    rentalId: tenant.rental_id,
    kind,
    bucket,
    amountCents: cents[bucket],
    effectiveOn,
    sourceType: 'tenant' as const,
    sourceId: tenant.id,
  }));
}

const balancesOf = (tenant: OpeningBalances) => ({
  rent: Number(tenant.opening_rent_balance_cents),
  water: Number(tenant.opening_water_balance_cents),
});

/**
 * New tenants' opening balances into the journal (added or imported), dated their move-in day,
 * in the caller's transaction.
 */
export async function postOpenings(
  trx: Db,
  actor: Actor,
  tenants: readonly OpeningBalances[],
  now: Date,
): Promise<void> {
  const entries = tenants.flatMap((tenant) =>
    openingEntries(tenant, balancesOf(tenant), 'opening', tenant.move_in_date ?? nairobiDate(now)),
  );
  await postEntries(trx, actor.organizationId, actor, entries, now);
}

/**
 * An edited opening balance: the tenant's row keeps the value now given, and the journal
 * gets the difference, dated today (the opening entry itself is never changed).
 */
export async function postOpeningAdjustment(
  trx: Db,
  actor: Actor,
  before: OpeningBalances,
  after: OpeningBalances,
  now: Date,
): Promise<void> {
  const was = balancesOf(before);
  const is = balancesOf(after);
  const difference = { rent: is.rent - was.rent, water: is.water - was.water };
  const entries = openingEntries(after, difference, 'opening_adjustment', nairobiDate(now));
  await postEntries(trx, actor.organizationId, actor, entries, now);
}

/**
 * A tenant deleted as added by mistake (they have no money documents, only openings): their
 * entries are netted to nothing by adjustments, so the journal follows the deletion.
 */
export async function postTenantWithdrawn(
  trx: Db,
  actor: Actor,
  tenantId: string,
  now: Date,
): Promise<void> {
  const sums = await trx
    .selectFrom('ledger_entries')
    .select(['bucket', 'rental_id', (eb) => eb.fn.sum<number | string>('amount_cents').as('cents')])
    .where('organization_id', '=', actor.organizationId)
    .where('tenant_id', '=', tenantId)
    .groupBy(['bucket', 'rental_id'])
    .execute();
  const entries = sums.map((row): NewEntry => ({
    tenantId,
    rentalId: row.rental_id,
    kind: 'opening_adjustment',
    bucket: row.bucket,
    amountCents: -Number(row.cents),
    effectiveOn: nairobiDate(now),
    sourceType: 'tenant',
    sourceId: tenantId,
  }));
  await postEntries(trx, actor.organizationId, actor, entries, now);
}
