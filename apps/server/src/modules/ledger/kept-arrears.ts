import type { Db } from '../../db/connection.js';
import { insertRows } from '../../db/bulk-insert.js';
import type { UnpaidChargesTable } from '../../db/types.js';
import { byOrganization, rowIn, tenantKeyIn, type TenantKey } from '../../db/tenant-keys.js';
import { keptBalancesOfTenants } from './balances.js';
import { owedChargesInFull, type OwedCharge } from './owed-charges.js';

// unpaid_charges keeps owed-charges.ts's rows as entries post, in the posting transaction, so
// the arrears report reads a few rows a tenant instead of every charge of every tenant. The
// two movements that are nearly all of rent day cost no read of the documents:
// - a payment lowers a balance, and what a lower balance is made of is the same charges less
//   the oldest: its amount comes off the oldest rows;
// - new invoices are the newest charges: a tenant who owed nothing or more keeps their rows
//   and adds the new charges; one in credit owes of them what the credit leaves.
// Anything else (a reversal, a credit note, an opening, a move) rebuilds the tenant's rows
// from owedChargesInFull. The rows are read after the entries are inserted: the insert has
// locked the tenant's tenant_balances row, so two postings for one tenant take turns here.

/** What postEntries tells of each entry it wrote; `charge` only for an invoice's entry. */
export interface PostedEntry {
  organizationId: string;
  tenantId: string;
  bucket: string;
  amountCents: number;
  sourceType: string;
  charge?: { number: number; dueDate: string };
}

type Movement = 'paid' | 'charged' | 'other';

function movementOf(entries: readonly PostedEntry[]): Movement {
  if (entries.every((entry) => entry.sourceType === 'payment' && entry.amountCents < 0)) {
    return 'paid';
  }
  if (entries.every((entry) => entry.charge && entry.amountCents > 0)) return 'charged';
  return 'other';
}

const idsPerQuery = 500;

/**
 * Brings the tenants' unpaid_charges rows up to the entries just posted, of one organization
 * or several (a C2B batch): a few statements for all of them.
 */
export async function keepUnpaidCharges(trx: Db, posted: readonly PostedEntry[]): Promise<void> {
  const byTenant = new Map<string, PostedEntry[]>();
  for (const entry of posted) {
    if (entry.bucket === 'deposit') continue;
    const list = byTenant.get(entry.tenantId);
    if (list) list.push(entry);
    else byTenant.set(entry.tenantId, [entry]);
  }
  const ids = [...byTenant.keys()];
  for (let start = 0; start < ids.length; start += idsPerQuery) {
    const some = new Map(
      ids.slice(start, start + idsPerQuery).map((id) => [id, byTenant.get(id)!]),
    );
    await keepSome(trx, some);
  }
}

async function keepSome(trx: Db, byTenant: Map<string, PostedEntry[]>) {
  const organizationOf = new Map(
    [...byTenant].map(([tenantId, entries]) => [tenantId, entries[0]!.organizationId]),
  );
  const keysOf = (tenantIds: readonly string[]): TenantKey[] =>
    tenantIds.map((tenantId) => ({ organizationId: organizationOf.get(tenantId)!, tenantId }));
  const balances = await keptBalancesOfTenants(trx, keysOf([...byTenant.keys()]));
  const paid: string[] = [];
  const rebuilt: string[] = [];
  const added: OwedCharge[] = [];
  for (const [tenantId, entries] of byTenant) {
    const movement = movementOf(entries);
    const balance = balances.get(tenantId) ?? 0;
    if (movement === 'paid') paid.push(tenantId);
    else if (movement === 'charged') added.push(...newlyOwed(tenantId, entries, balance));
    else rebuilt.push(tenantId);
  }
  if (paid.length > 0) rebuilt.push(...(await takeOffOldest(trx, keysOf(paid), balances)));
  if (rebuilt.length > 0) {
    const keys = keysOf(rebuilt);
    await removeRows(trx, keys);
    // Rare (a reversal, a credit note, a move): one organization at a time.
    for (const [organizationId, ofOrganization] of byOrganization(keys)) {
      added.push(
        ...(await owedChargesInFull(
          trx,
          organizationId,
          ofOrganization.map((key) => key.tenantId),
        )),
      );
    }
  }
  await insertRows(
    trx,
    'unpaid_charges',
    added.map((owed) => rowOf(organizationOf.get(owed.tenantId)!)(owed)),
  );
}

/** A tenant's new charges, newest first, owe what the new balance reaches of them. */
function newlyOwed(tenantId: string, entries: readonly PostedEntry[], balance: number) {
  const charges = entries
    .map((entry) => ({ ...entry.charge!, cents: entry.amountCents }))
    .sort((a, b) => b.number - a.number);
  const owed: OwedCharge[] = [];
  let left = balance;
  for (const charge of charges) {
    const cents = Math.min(charge.cents, left);
    if (cents <= 0) break;
    owed.push({ tenantId, invoiceNumber: charge.number, dueDate: charge.dueDate, cents });
    left -= cents;
  }
  return owed;
}

/**
 * Lowers each paying tenant's rows, oldest first, to their balance now: the rows that change
 * are deleted and what is left of them inserted again, two statements however many there are
 * (a statement a row held a rent-day batch of 500 payments for a thousand round trips).
 * Returns the tenants whose rows do not cover their balance (never, while the rows are kept):
 * rebuilt instead.
 */
async function takeOffOldest(
  trx: Db,
  keys: readonly TenantKey[],
  balances: ReadonlyMap<string, number>,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('unpaid_charges')
    .select(['organization_id', 'tenant_id', 'invoice_number', 'due_date', 'cents'])
    .where(tenantKeyIn(trx, 'organization_id', 'tenant_id', keys))
    .orderBy('tenant_id')
    .orderBy('invoice_number', 'desc')
    .execute();
  const rowsOf = new Map<string, typeof rows>(keys.map((key) => [key.tenantId, []]));
  for (const row of rows) rowsOf.get(row.tenant_id)!.push(row);
  const uncovered: string[] = [];
  const changed: (typeof rows)[number][] = [];
  const left: UnpaidChargesTable[] = [];
  for (const [tenantId, newestFirst] of rowsOf) {
    let owed = Math.max(0, balances.get(tenantId) ?? 0);
    const kept = newestFirst.reduce((sum, row) => sum + Number(row.cents), 0);
    if (kept < owed) {
      uncovered.push(tenantId);
      continue;
    }
    for (const row of newestFirst) {
      const cents = Number(row.cents);
      const keep = Math.min(cents, owed);
      owed -= keep;
      if (keep === cents) continue;
      changed.push(row);
      if (keep > 0) left.push({ ...row, cents: keep });
    }
  }
  if (changed.length > 0) {
    await trx
      .deleteFrom('unpaid_charges')
      .where(
        rowIn(
          trx,
          [
            { column: 'organization_id', type: 'text' },
            { column: 'tenant_id', type: 'text' },
            { column: 'invoice_number', type: 'bigint' },
          ],
          changed.map((row) => [row.organization_id, row.tenant_id, Number(row.invoice_number)]),
        ),
      )
      .execute();
  }
  await insertRows(trx, 'unpaid_charges', left);
  return uncovered;
}

async function removeRows(trx: Db, keys: readonly TenantKey[]) {
  await trx
    .deleteFrom('unpaid_charges')
    .where(tenantKeyIn(trx, 'organization_id', 'tenant_id', keys))
    .execute();
}

const rowOf =
  (organizationId: string) =>
  (owed: OwedCharge): UnpaidChargesTable => ({
    organization_id: organizationId,
    tenant_id: owed.tenantId,
    invoice_number: owed.invoiceNumber,
    due_date: owed.dueDate,
    cents: owed.cents,
  });

/** Rebuilds every tenant's rows of an organization in full (after rows were written by hand). */
export async function rebuildUnpaidCharges(db: Db, organizationId: string): Promise<void> {
  const tenants = await db
    .selectFrom('tenants')
    .select('id')
    .where('organization_id', '=', organizationId)
    .execute();
  const ids = tenants.map((tenant) => tenant.id);
  await db.deleteFrom('unpaid_charges').where('organization_id', '=', organizationId).execute();
  const owed = await owedChargesInFull(db, organizationId, ids);
  await insertRows(db, 'unpaid_charges', owed.map(rowOf(organizationId)));
}
