import {
  incomeOfInvoice,
  openingCharges,
  splitAfter,
  type IncomeSplit,
} from '@rental/shared/income-split';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connection.js';
import { organizationIs } from '../../src/db/dialect.js';
import {
  organizationKey,
  organizationsOf,
  tenantKeyIn,
  type TenantKey,
} from '../../src/db/tenant-keys.js';
import {
  creditedOnInvoiceSql,
  isChargeSql,
  isCreditSql,
  rentPartSql,
} from '../../src/modules/ledger/kinds-sql.js';
import { notReversedSql } from '../../src/modules/ledger/reverse-payment.js';

/**
 * What a payment of `cents` by each tenant would pay for, from the documents in full: the
 * tenant's rent charges in settlement order (openings, then invoices by number, net of the
 * credit notes tied to them) after the rent credits already recorded (payments' rent parts
 * and credit notes not tied to an invoice). The app reads the kept unpaid charges instead
 * (src/modules/ledger/income-allocation.ts); this is what they must agree with. It is how the
 * app computed each payment's split until it read the kept charges.
 */
export async function incomeSplitsInFull(
  trx: Db,
  payments: readonly (TenantKey & { cents: number })[],
): Promise<Map<string, IncomeSplit>> {
  if (payments.length === 0) return new Map();
  const tenantIds = payments.map((payment) => payment.tenantId);
  const organizations = organizationsOf(payments);
  const ofTenants = (table: string) =>
    tenantKeyIn(trx, `${table}.organization_id`, `${table}.tenant_id`, payments);
  const documentsOf = (table: string) =>
    tenantDocumentsIn(trx, `${table}.organization_id`, `${table}.tenant_id`, payments);
  // Sums grouped by tenant rather than one subquery per tenant: on a table whose statistics
  // lag behind (a new database filling up) the planner may read the organization's payments
  // whole for each tenant of the batch.
  const [tenants, paid, credited, invoices] = await Promise.all([
    trx
      .selectFrom('tenants as t')
      .select([
        't.id',
        't.organization_id',
        't.opening_rent_balance_cents',
        't.opening_water_balance_cents',
      ])
      .$if(organizations.length === 1, (query) =>
        query.where(organizationIs(trx, 't.organization_id', organizations[0]!)),
      )
      .where('t.id', 'in', tenantIds)
      .execute(),
    trx
      .selectFrom('transactions as x')
      .select([
        'x.organization_id',
        'x.tenant_id',
        sql<number>`sum(${rentPartSql('x')})`.as('cents'),
      ])
      .where(documentsOf('x'))
      .where(isCreditSql('x.transaction_type'))
      .where(notReversedSql('x.id'))
      .groupBy(['x.organization_id', 'x.tenant_id'])
      .execute(),
    trx
      .selectFrom('credit_notes as c')
      .select(['c.organization_id', 'c.tenant_id', sql<number>`sum(c.amount_cents)`.as('cents')])
      .where(ofTenants('c'))
      .where('c.invoice_id', 'is', null)
      .groupBy(['c.organization_id', 'c.tenant_id'])
      .execute(),
    trx
      .selectFrom('invoices as i')
      .select([
        'i.organization_id',
        'i.tenant_id',
        'i.invoice_type',
        sql<number>`i.amount_cents - ${creditedOnInvoiceSql('i.id')}`.as('cents'),
      ])
      .where(documentsOf('i'))
      .where(isChargeSql('i.invoice_type'))
      .orderBy('i.tenant_id')
      .orderBy('i.number')
      .execute(),
  ]);
  // Keyed by organization and tenant: several organizations' rows were read by tenant id
  // (tenantDocumentsIn), and a row counts only for the pair it was asked for.
  const keyOf = (row: { organization_id: string; tenant_id: string | null }) =>
    organizationKey(row.organization_id, row.tenant_id ?? '');
  const paidBy = new Map(paid.map((row) => [keyOf(row), Number(row.cents)]));
  const creditedTo = new Map(credited.map((row) => [keyOf(row), Number(row.cents)]));
  const tenantByKey = new Map(
    tenants.map((tenant) => [keyOf({ ...tenant, tenant_id: tenant.id }), tenant]),
  );
  const invoicesOf = new Map<string, typeof invoices>();
  for (const row of invoices) {
    const key = keyOf(row);
    const ofTenant = invoicesOf.get(key);
    if (ofTenant) ofTenant.push(row);
    else invoicesOf.set(key, [row]);
  }
  const splits = new Map<string, IncomeSplit>();
  for (const { organizationId, tenantId, cents } of payments) {
    const key = organizationKey(organizationId, tenantId);
    const tenant = tenantByKey.get(key);
    const rent = Number(tenant?.opening_rent_balance_cents ?? 0);
    const water = Number(tenant?.opening_water_balance_cents ?? 0);
    const charges = [
      ...openingCharges(rent, water, rent + water),
      ...(invoicesOf.get(key) ?? []).map((row) => ({
        unpaidCents: Number(row.cents),
        income: incomeOfInvoice(row.invoice_type),
      })),
    ];
    const before = (paidBy.get(key) ?? 0) + (creditedTo.get(key) ?? 0);
    splits.set(tenantId, splitAfter(charges, before, cents));
  }
  return splits;
}

/**
 * tenantKeyIn for a table that also has an index led by the tenant (transactions, invoices):
 * several organizations' rows are asked by tenant alone, which that index answers. A tenant's
 * documents are all in the tenant's organization, and tenant ids are unique. By pairs,
 * PostgreSQL, its statistics behind rent day's inserts, answered each pair through an
 * (organization, type) index and read every organization's payments whole: 1.2 s a C2B batch.
 * The rows may then be of a pair that was not asked for: the caller selects the organization
 * too and keeps each row only for its (organization, tenant), as incomeSplitsInFull does.
 */
function tenantDocumentsIn(
  db: Db,
  organizationColumn: string,
  tenantColumn: string,
  keys: readonly TenantKey[],
) {
  if (organizationsOf(keys).length === 1) {
    return tenantKeyIn(db, organizationColumn, tenantColumn, keys);
  }
  const tenants = [...new Set(keys.map((key) => key.tenantId))];
  return sql<boolean>`${sql.ref(tenantColumn)} in (${sql.join(tenants)})`;
}
