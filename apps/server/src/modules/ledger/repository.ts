import type { Db } from '../../db/connection.js';
import { isChargeSql, isDepositChargeSql } from './kinds-sql.js';
import { inRentals, type RentalScope } from '../access/index.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';
import { shownReference } from './late-receipts.js';
import { paymentDescription } from './payment-texts.js';

/** The tenant a statement is for, with their place and opening balances. */
export function findStatementTenant(
  db: Db,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
) {
  return db
    .selectFrom('tenants')
    .innerJoin('rentals', 'rentals.id', 'tenants.rental_id')
    .select([
      'tenants.id',
      ...tenantNameColumns('tenants'),
      'tenants.phonenumber',
      'tenants.house_number',
      'tenants.opening_rent_balance_cents',
      'tenants.opening_water_balance_cents',
      'tenants.created_at',
      'tenants.status',
      'tenants.move_in_date',
      'tenants.move_out_date',
      'rentals.name as rental_name',
    ])
    .where('tenants.organization_id', '=', organizationId)
    .where('tenants.id', '=', tenantId)
    .where(inRentals('tenants.rental_id', scope))
    .executeTakeFirst();
}

/**
 * The tenant's invoices that count in the balance (a Pending Bill only reminds of it), each
 * late fee with the number of the invoice it was charged on (its statement line names it).
 */
export function listLedgerInvoices(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('invoices as overdue', (join) =>
      join
        .onRef('overdue.id', '=', 'i.late_fee_for')
        .onRef('overdue.organization_id', '=', 'i.organization_id'),
    )
    .select([
      'i.id',
      'i.number',
      'i.invoice_type',
      'i.billing_date',
      'i.invoice_date',
      'i.due_date',
      'i.amount_cents',
      'i.description',
      'overdue.number as late_fee_on',
    ])
    .where('i.organization_id', '=', organizationId)
    .where('i.tenant_id', '=', tenantId)
    .where(isChargeSql('i.invoice_type'))
    .orderBy('i.number')
    .execute();
}

/** The tenant's credit notes with the number of the invoice each forgives, if any. */
export function listLedgerCreditNotes(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('credit_notes as c')
    .leftJoin('invoices as i', 'i.id', 'c.invoice_id')
    .select([
      'c.id',
      'c.kind',
      'c.amount_cents',
      'c.reason',
      'c.deduction_reason',
      'c.created_at',
      'c.effective_on',
      'i.number',
    ])
    .where('c.organization_id', '=', organizationId)
    .where('c.tenant_id', '=', tenantId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/**
 * The tenant's transactions, oldest first, from the (organization_id, tenant_id, paid_on,
 * ...) index; the service keeps the tenant payments, as balances.ts counts them.
 */
export function listLedgerTransactions(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('transactions as x')
    .leftJoin('payment_reversals as r', 'r.transaction_id', 'x.id')
    .select([
      'x.id',
      'x.transaction_type',
      'x.payment_mode',
      paymentDescription('x'),
      'x.paid_at',
      'x.amount_cents',
      'x.deposit_cents',
      shownReference('x'),
      'r.receipt as reversed_receipt',
      'r.reversed_on',
      'r.created_at as reversed_at',
      'r.reason as reversal_reason',
    ])
    .where('x.organization_id', '=', organizationId)
    .where('x.tenant_id', '=', tenantId)
    .orderBy('x.paid_on')
    .orderBy('x.paid_at')
    .orderBy('x.id')
    .execute();
}

/** The tenant's Deposit invoices and deposit refunds, for the statement's deposit part. */
export async function listDepositMovements(db: Db, organizationId: string, tenantId: string) {
  const [charges, refunds] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['number', 'invoice_date', 'amount_cents'])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .where(isDepositChargeSql('invoice_type'))
      .orderBy('number')
      .execute(),
    db
      .selectFrom('deposit_refunds')
      .select(['id', 'amount_cents', 'payment_mode', 'reference', 'created_at'])
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { charges, refunds };
}
