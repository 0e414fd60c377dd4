import { nairobiDate } from '@rental/shared/dates';
import type { DepositDeductionReason, InvoiceType, PaymentMode } from '@rental/shared/enums';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { transactionKinds } from '@rental/shared/ledger-kinds';
import { centsToKes } from '@rental/shared/money';
import { codedPaymentDescription } from '@rental/shared/payment-words';
import type { LedgerEntry, Statement } from '@rental/shared/schemas/ledger';
import type { StatementLineDetail } from '@rental/shared/schemas/line-details';
import {
  codedInvoiceDescription,
  deductionReasonDetail,
  englishStatementLine,
} from '@rental/shared/statement-lines';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { paymentReference, shownPaymentReference } from './payment-reference.js';
import { depositStatement } from './deposit-statement.js';
import { depositOf } from './deposits.js';
import {
  findStatementTenant,
  listDepositMovements,
  listLedgerCreditNotes,
  listLedgerInvoices,
  listLedgerTransactions,
} from './repository.js';
import type { RentalScope } from '../access/index.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

export interface LedgerDeps {
  db: Db;
  clock: Clock;
}

/** A statement line before the running balance is added; amounts in cents. */
interface Line {
  /** The Nairobi day the money counts from (YYYY-MM-DD): billing day, payment day. */
  effective: string;
  /** When it was posted (ISO instant): orders the lines of one day. */
  date: string;
  kind: LedgerEntry['kind'];
  /** What the line is; its English text is the entry's `description`. */
  detail: StatementLineDetail;
  /** The key the line's document opens by (an invoice number, a payment's reference). */
  reference: string;
  /** What people see instead, when it differs: a payment's receipt code or '' (issue 30). */
  displayReference?: string;
  /** Positive: a debit (owed more); negative: a credit. */
  cents: number;
  /** Orders lines of one instant: opening, then invoices by number, then payments. */
  order: string;
}

const kindRank: Record<LedgerEntry['kind'], number> = {
  opening: 0,
  invoice: 1,
  credit_note: 2,
  payment: 3,
  payment_reversal: 4,
};

/**
 * Effective date first, then the instant posted: a back-dated move-in charge sits on its
 * billing day among back-dated payments, and the running balance follows. Opening balances
 * (brought forward) open their day.
 */
function compareLines(a: Line, b: Line): number {
  if (a.effective !== b.effective) return a.effective < b.effective ? -1 : 1;
  if ((a.kind === 'opening') !== (b.kind === 'opening')) return a.kind === 'opening' ? -1 : 1;
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.kind !== b.kind) return kindRank[a.kind] - kindRank[b.kind];
  return a.order < b.order ? -1 : a.order > b.order ? 1 : 0;
}

/**
 * The instant a line shows: when it was posted, or for a line posted on a later day than it
 * counts from (a back-dated move-in charge), midday of its effective day in Nairobi.
 */
function shownInstant(line: Line): string {
  if (nairobiDate(new Date(line.date)) === line.effective) return line.date;
  return `${line.effective}T09:00:00.000Z`;
}

/**
 * A tenant's statement, oldest first: opening balances, invoices (debits), credit notes and
 * payments' rent part (credits) with the balance after each line. The lines are exactly what
 * balances.ts sums (Pending Bill reminders add nothing, so they are not lines), so the last
 * running balance is the tenant's balance. The deposit follows apart (deposit-statement.ts).
 */
export async function getStatement(
  deps: LedgerDeps,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
): Promise<Statement> {
  const tenant = await findStatementTenant(deps.db, organizationId, tenantId, scope);
  if (!tenant) throw notFound('Tenant');
  const [invoices, transactions, creditNotes, depositMovements, deposit] = await Promise.all([
    listLedgerInvoices(deps.db, organizationId, tenantId),
    listLedgerTransactions(deps.db, organizationId, tenantId),
    listLedgerCreditNotes(deps.db, organizationId, tenantId),
    listDepositMovements(deps.db, organizationId, tenantId),
    depositOf(deps.db, organizationId, tenantId),
  ]);
  const payments = transactions.filter(
    (row) => transactionKinds[row.transaction_type].side === 'credit',
  );

  const openings: ['rent' | 'water', number][] = [
    ['rent', Number(tenant.opening_rent_balance_cents)],
    ['water', Number(tenant.opening_water_balance_cents)],
  ];
  const lines: Line[] = [
    ...openings
      .filter(([, cents]) => cents !== 0)
      .map(([openingtype, cents], i) => ({
        // Brought forward: owed from the day the tenancy began in the books.
        effective: tenant.move_in_date ?? nairobiDate(new Date(tenant.created_at)),
        date: tenant.created_at,
        kind: 'opening' as const,
        detail: { line: 'opening' as const, openingtype },
        reference: '',
        cents,
        order: String(i),
      })),
    ...invoices.map((invoice) => ({
      effective: invoice.billing_date,
      date: invoice.invoice_date,
      kind: 'invoice' as const,
      detail: invoiceDetail(invoice),
      reference: invoiceNumberLabel(Number(invoice.number)),
      cents: Number(invoice.amount_cents),
      order: String(invoice.number).padStart(12, '0'),
    })),
    ...creditNotes.map((note) => ({
      // A move-out credit counts from its invoice's day (or the first open month).
      effective: note.effective_on ?? nairobiDate(new Date(note.created_at)),
      date: note.created_at,
      kind: 'credit_note' as const,
      detail: creditNoteDetail(note),
      reference: note.number === null ? '' : invoiceNumberLabel(Number(note.number)),
      cents: -Number(note.amount_cents),
      order: note.id,
    })),
    // A payment wholly held as deposit is not a rent line: it shows in the deposit part.
    ...payments
      .filter((payment) => Number(payment.amount_cents) > Number(payment.deposit_cents))
      .map((payment) => ({
        effective: nairobiDate(new Date(payment.paid_at)),
        date: payment.paid_at,
        kind: 'payment' as const,
        detail: paymentDetail(payment),
        reference: paymentReference(payment),
        displayReference: shownPaymentReference(payment),
        cents: -(Number(payment.amount_cents) - Number(payment.deposit_cents)),
        order: payment.id,
      })),
    // A reversed payment keeps its line, marked; its reversal gives back its rent part on
    // the day the reversal counts from, so the running balance is as before the payment.
    ...payments
      .filter((payment) => Number(payment.amount_cents) > Number(payment.deposit_cents))
      .flatMap((payment) =>
        payment.reversed_on === null || payment.reversed_at === null
          ? []
          : [
              {
                effective: payment.reversed_on,
                date: payment.reversed_at,
                kind: 'payment_reversal' as const,
                detail: {
                  line: 'payment_reversal' as const,
                  paymentmode: payment.payment_mode,
                  paymentreference: paymentReference(payment),
                  reason: payment.reversal_reason ?? '',
                },
                reference: paymentReference(payment),
                displayReference: shownPaymentReference(payment),
                cents: Number(payment.amount_cents) - Number(payment.deposit_cents),
                order: payment.id,
              },
            ],
      ),
  ].sort(compareLines);

  let balanceCents = 0;
  const entries = lines.map((line): LedgerEntry => {
    balanceCents += line.cents;
    return {
      date: shownInstant(line),
      kind: line.kind,
      description: englishStatementLine(line.detail),
      detail: line.detail,
      reference: line.reference,
      displayreference: line.displayReference ?? line.reference,
      debit: centsToKes(Math.max(line.cents, 0)),
      credit: centsToKes(Math.max(-line.cents, 0)),
      balance: centsToKes(balanceCents),
    };
  });
  return {
    tenant: {
      tenantid: tenant.id,
      name: tenantDisplayName(tenant),
      phonenumber: tenant.phonenumber,
      housenumber: tenant.house_number,
      rentalname: tenant.rental_name,
      status: tenant.status,
      moveindate: tenant.move_in_date,
      moveoutdate: tenant.move_out_date,
    },
    entries,
    balance: centsToKes(balanceCents),
    deposit: depositStatement(
      {
        ...depositMovements,
        // A reversed payment's deposit part was given back with it (deposits.ts reads the
        // journal, where its reversal is).
        received: payments.filter(
          (payment) => Number(payment.deposit_cents) > 0 && payment.reversed_on === null,
        ),
        deductions: creditNotes.filter((note) => note.kind === 'deposit_deduction'),
      },
      deposit,
    ),
  };
}

/**
 * An invoice's line: worded from its type and month unless the landlord described it. A late
 * fee's description is the app's own English ("Late fee on INV-000012"), so its line is worded
 * from the overdue invoice instead, in any language.
 */
function invoiceDetail(invoice: {
  invoice_type: InvoiceType;
  billing_date: string;
  description: string;
  late_fee_on: number | string | null;
}): StatementLineDetail {
  const lateFeeOn =
    invoice.late_fee_on === null ? null : invoiceNumberLabel(Number(invoice.late_fee_on));
  const description = lateFeeOn === null && invoice.description !== '' ? invoice.description : null;
  // Words the server wrote (final water, move-in rent, a deduction charged) go as a code.
  const coded =
    description === null ? null : codedInvoiceDescription(invoice.invoice_type, description);
  return {
    line: 'invoice',
    invoicetype: invoice.invoice_type,
    billingdate: invoice.billing_date,
    description,
    latefeeon: lateFeeOn,
    ...coded,
  };
}

function creditNoteDetail(note: {
  kind: string;
  number: number | string | null;
  reason: string;
  deduction_reason: DepositDeductionReason | null;
}): StatementLineDetail {
  return {
    ...deductionReasonDetail(note.deduction_reason, note.reason),
    line: 'credit_note',
    invoicenumber: note.number === null ? null : invoiceNumberLabel(Number(note.number)),
    reason: note.reason,
    fromdeposit: note.kind === 'deposit_deduction',
    moveout: note.kind === 'move_out_credit',
  };
}

function paymentDetail(payment: {
  payment_mode: PaymentMode;
  description: string;
  deposit_cents: number;
  reversed_on: string | null;
}): StatementLineDetail {
  // A description the server wrote goes as its code, so the line reads in any language.
  const coded = codedPaymentDescription(payment.payment_mode, payment.description);
  return {
    line: 'payment',
    paymentmode: payment.payment_mode,
    description: payment.description,
    ...(coded ? { descriptioncode: coded.code, descriptionparams: coded.params } : {}),
    depositheld: centsToKes(Number(payment.deposit_cents)),
    ...(payment.reversed_on === null ? {} : { reversed: true }),
  };
}
