import type { Kysely } from 'kysely';
import {
  chargeInvoiceTypes,
  incomeOfInvoice,
  openingCharges,
  splitAfter,
  type ChargeInvoiceType,
  type OpenCharge,
} from './0019-income-split.js';

/** The tables and columns the backfill reads and writes, as they were at migration 0019. */
export interface Schema0019 {
  transactions: {
    id: string;
    organization_id: string;
    transaction_type: string;
    tenant_id: string | null;
    amount_cents: number;
    deposit_cents: number;
    rent_cents: number;
    water_cents: number;
    service_charge_cents: number;
    other_cents: number;
    created_at: string;
  };
  tenants: {
    id: string;
    organization_id: string;
    opening_rent_balance_cents: number;
    opening_water_balance_cents: number;
  };
  invoices: {
    id: string;
    organization_id: string;
    tenant_id: string;
    number: number;
    invoice_type: string;
    amount_cents: number;
    created_at: string;
  };
  credit_notes: {
    organization_id: string;
    tenant_id: string;
    invoice_id: string | null;
    amount_cents: number;
    created_at: string;
  };
}

/**
 * Migration 0019: gives every tenant payment already recorded the split it would have had if
 * it had been posted under this release (frozen in ./0019-income-split.ts). Each tenant's
 * ledger is replayed in the order it was written: a payment settles the charges that existed
 * when it was recorded (net of the credit notes tied to them by then), after the rent credits
 * written before it. One organization at a time, so memory stays bounded by its size.
 * Payments that paid rent only are written in one statement first; the replay updates the rest.
 */
export async function backfillPaymentIncome(db: Kysely<Schema0019>): Promise<void> {
  const organizations = await db
    .selectFrom('transactions')
    .select('organization_id')
    .distinct()
    .where('transaction_type', '=', 'Tenant Payment')
    .where('tenant_id', 'is not', null)
    .execute();
  // Most payments pay rent only: one statement stores that, and the replay below writes only
  // the payments that also paid water, service charge or other charges.
  await db
    .updateTable('transactions')
    .set((eb) => ({ rent_cents: eb('amount_cents', '-', eb.ref('deposit_cents')) }))
    .where('transaction_type', '=', 'Tenant Payment')
    .where('tenant_id', 'is not', null)
    .execute();
  for (const { organization_id: organizationId } of organizations) {
    await backfillOrganization(db, organizationId);
  }
}

interface Dated {
  tenant_id: string | null;
  created_at: string;
}

function byTenant<T extends Dated>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.tenant_id) continue;
    map.set(row.tenant_id, [...(map.get(row.tenant_id) ?? []), row]);
  }
  return map;
}

async function backfillOrganization(db: Kysely<Schema0019>, organizationId: string) {
  const [tenants, invoices, creditNotes, payments] = await Promise.all([
    db
      .selectFrom('tenants')
      .select(['id', 'opening_rent_balance_cents', 'opening_water_balance_cents'])
      .where('organization_id', '=', organizationId)
      .execute(),
    db
      .selectFrom('invoices')
      .select(['id', 'tenant_id', 'number', 'invoice_type', 'amount_cents', 'created_at'])
      .where('organization_id', '=', organizationId)
      .where('invoice_type', 'in', chargeInvoiceTypes)
      .orderBy('number')
      .execute(),
    db
      .selectFrom('credit_notes')
      .select(['tenant_id', 'invoice_id', 'amount_cents', 'created_at'])
      .where('organization_id', '=', organizationId)
      .execute(),
    db
      .selectFrom('transactions')
      .select(['id', 'tenant_id', 'amount_cents', 'deposit_cents', 'created_at'])
      .where('organization_id', '=', organizationId)
      .where('transaction_type', '=', 'Tenant Payment')
      .where('tenant_id', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const invoicesOf = byTenant(invoices);
  const notesOf = byTenant(creditNotes);
  const paymentsOf = byTenant(payments);
  for (const tenant of tenants) {
    const ledger = {
      openingRent: Number(tenant.opening_rent_balance_cents),
      openingWater: Number(tenant.opening_water_balance_cents),
      invoices: invoicesOf.get(tenant.id) ?? [],
      notes: notesOf.get(tenant.id) ?? [],
    };
    let creditedBefore = 0;
    for (const payment of paymentsOf.get(tenant.id) ?? []) {
      const charges = chargesAt(ledger, payment.created_at);
      const untied = sumCents(
        ledger.notes.filter((n) => n.invoice_id === null && n.created_at < payment.created_at),
      );
      const rentPart = Number(payment.amount_cents) - Number(payment.deposit_cents);
      const split = splitAfter(charges, creditedBefore + untied, rentPart);
      creditedBefore += rentPart;
      // Already stored by the one statement above: a payment that paid rent only.
      if (split.rent === rentPart) continue;
      await db
        .updateTable('transactions')
        .set({
          rent_cents: split.rent,
          water_cents: split.water,
          service_charge_cents: split.servicecharge,
          other_cents: split.other,
        })
        .where('id', '=', payment.id)
        .execute();
    }
  }
}

interface TenantLedger {
  openingRent: number;
  openingWater: number;
  invoices: { id: string; invoice_type: string; amount_cents: number; created_at: string }[];
  notes: { invoice_id: string | null; amount_cents: number; created_at: string }[];
}

/** The tenant's charges as they stood at `at`, in full, in the order credits settle them. */
function chargesAt(ledger: TenantLedger, at: string): OpenCharge[] {
  const opening = ledger.openingRent + ledger.openingWater;
  return [
    ...openingCharges(ledger.openingRent, ledger.openingWater, opening),
    ...ledger.invoices
      .filter((invoice) => invoice.created_at <= at)
      .map((invoice) => ({
        unpaidCents:
          Number(invoice.amount_cents) -
          sumCents(ledger.notes.filter((n) => n.invoice_id === invoice.id && n.created_at <= at)),
        income: incomeOfInvoice(invoice.invoice_type as ChargeInvoiceType),
      })),
  ];
}

function sumCents(rows: { amount_cents: number }[]): number {
  return rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
}
