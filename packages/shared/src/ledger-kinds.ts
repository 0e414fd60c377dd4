import type { InvoiceType, TransactionType } from './enums.js';

/**
 * Every kind of money movement, declared once (docs/architecture.md §8): whether it raises what
 * a tenant owes (charge), lowers it (credit) or leaves it alone (none), and which balance it
 * belongs to. Balances, statements, invoice statuses, arrears, the dashboard and exports all
 * read this declaration; the server turns it into SQL in modules/ledger/kinds-sql.ts.
 *
 * Two buckets: rent (everything a tenant owes and pays for living there) and deposit (held
 * apart, returned or deducted at move-out; never rent, arrears, revenue or tax).
 * A payment goes to the deposit first until it is received in full (its deposit part is
 * recorded on the payment when posted: transactions.deposit_cents); the rest is rent.
 * Rent credits (payments' rent part, credit notes without an invoice and deposit deductions)
 * settle rent charges oldest first (openings, then invoices by number); a credit note tied
 * to an invoice is taken off that charge first.
 */
export type LedgerSide = 'charge' | 'credit' | 'none';
export type LedgerBucket = 'rent' | 'deposit';

/**
 * What money received for a charge counts as in reports and tax: rent (the only part under
 * KRA's Monthly Rental Income tax), water, service charge or other income (fees, one-off
 * charges). Deposits are not income.
 */
export const incomeCategories = ['rent', 'water', 'servicecharge', 'other'] as const;
export type IncomeCategory = (typeof incomeCategories)[number];

interface KindRule {
  side: LedgerSide;
  bucket: LedgerBucket | null;
  /** A late fee may be charged when a charge of this kind is overdue. */
  lateFeeApplies: boolean;
  /** What a payment settling this charge counts as; null: not income. */
  income: IncomeCategory | null;
}

export const invoiceKinds = {
  'Rental Invoice Bill': { side: 'charge', bucket: 'rent', lateFeeApplies: true, income: 'rent' },
  'Water Invoice Bill': { side: 'charge', bucket: 'rent', lateFeeApplies: true, income: 'water' },
  'Service Charge Bill': {
    side: 'charge',
    bucket: 'rent',
    lateFeeApplies: true,
    income: 'servicecharge',
  },
  // A reminder of what is already owed: it adds nothing.
  'Pending Bill': { side: 'none', bucket: null, lateFeeApplies: false, income: null },
  // Never a fee on a fee.
  'Late Fee': { side: 'charge', bucket: 'rent', lateFeeApplies: false, income: 'other' },
  'One-off Charge': { side: 'charge', bucket: 'rent', lateFeeApplies: true, income: 'other' },
  // Held apart: a payment's deposit part pays it, never the rent.
  Deposit: { side: 'charge', bucket: 'deposit', lateFeeApplies: false, income: null },
} as const satisfies Record<InvoiceType, KindRule>;

export const transactionKinds = {
  'Tenant Payment': { side: 'credit', bucket: 'rent', lateFeeApplies: false, income: null },
  // The organization's own payment for its plan: not in any tenant's balance.
  'Subscription Payment': { side: 'none', bucket: null, lateFeeApplies: false, income: null },
} as const satisfies Record<TransactionType, KindRule>;

/**
 * Opening balances: arrears carried over from before the tenant was added, rent then water
 * (a payment settles the opening rent before the opening water).
 */
export const openingKind = { side: 'charge', bucket: 'rent', lateFeeApplies: false } as const;
export const openingIncome = { rent: 'rent', water: 'water' } as const satisfies Record<
  string,
  IncomeCategory
>;

/**
 * Credit notes lower the rent balance: a waived late fee (tied to it, one per invoice), a
 * correction (tied to an invoice or not), a deposit deduction at move-out (not tied; it
 * also lowers the deposit held) and a move-out credit (tied to a rent invoice billed for days
 * after the move-out date, one per invoice: that rent is reversed, whole or pro rata).
 */
export const creditNoteKinds = [
  'waiver',
  'correction',
  'deposit_deduction',
  'move_out_credit',
] as const;
/** Credit notes given at most once per invoice (a unique key of the database each). */
export const oncePerInvoiceCreditNoteKinds = ['waiver', 'move_out_credit'] as const;
export type CreditNoteKind = (typeof creditNoteKinds)[number];
export const creditNoteKind = {
  side: 'credit',
  bucket: 'rent',
  lateFeeApplies: false,
  income: null,
} as const;

function kindsWhere<K extends string>(
  kinds: Record<K, KindRule>,
  test: (rule: KindRule) => boolean,
): K[] {
  return (Object.keys(kinds) as K[]).filter((kind) => test(kinds[kind]));
}

/** Invoice types that add to a tenant's rent balance. */
export const chargeInvoiceTypes = kindsWhere(
  invoiceKinds,
  (k) => k.side === 'charge' && k.bucket === 'rent',
);
/** Invoice types charged to the deposit. */
export const depositInvoiceTypes = kindsWhere(
  invoiceKinds,
  (k) => k.side === 'charge' && k.bucket === 'deposit',
);
/** Transaction types that lower a tenant's rent balance. */
export const creditTransactionTypes = kindsWhere(transactionKinds, (k) => k.side === 'credit');
/** Invoice types a late fee may follow. */
export const lateFeeInvoiceTypes = kindsWhere(invoiceKinds, (k) => k.lateFeeApplies);

/** A charge to the rent balance (not a reminder, not the deposit). */
export function isChargeInvoice(type: InvoiceType): boolean {
  return invoiceKinds[type].side === 'charge' && invoiceKinds[type].bucket === 'rent';
}

/**
 * The journal (ledger_entries, docs/architecture.md §9): every money movement of a tenant is an
 * immutable entry in one bucket. The income categories, plus the deposit held apart.
 */
export const journalBuckets = [...incomeCategories, 'deposit'] as const;
export type JournalBucket = (typeof journalBuckets)[number];

/**
 * Entry kinds that are not a document's own type: a deposit paid back, a tenant's opening
 * balance and its later adjustment, and the reversal of a payment's entries.
 */
export const journalOnlyKinds = [
  'deposit_refund',
  'opening',
  'opening_adjustment',
  'payment_reversal',
] as const;
export type JournalOnlyKind = (typeof journalOnlyKinds)[number];

/** What an entry is: the invoice's type, the payment's, the credit note's, or its own. */
export type LedgerEntryKind = InvoiceType | TransactionType | CreditNoteKind | JournalOnlyKind;

/** The document an entry belongs to (a tenant's row for openings and their adjustments). */
export type JournalSource = 'invoice' | 'payment' | 'credit_note' | 'deposit_refund' | 'tenant';

/** The bucket an invoice of this type posts to; null: it posts nothing (a reminder). */
export function journalBucketOf(type: InvoiceType): JournalBucket | null {
  const rule: KindRule = invoiceKinds[type];
  if (rule.side !== 'charge') return null;
  return rule.bucket === 'deposit' ? 'deposit' : rule.income;
}
