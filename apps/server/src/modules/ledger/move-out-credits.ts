import { addCalendarMonths, nairobiDate } from '@rental/shared/dates';
import { billingFrequencyMonths } from '@rental/shared/enums';
import { restOfMonth, rentForDays } from '@rental/shared/proration';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../access/index.js';
import { effectiveDayFor } from './closed-months.js';
import { creditedOnInvoiceSql } from './kinds-sql.js';
import { postCreditNote } from './post-credit-note.js';

// Issue 29: a back-dated move-out reverses the rent billed for days after the move-out date,
// as credit notes tied to those invoices (kind move_out_credit), which every read of money
// (balances, statements, invoice statuses, arrears, the dashboard) already counts.

/** What a rent invoice bills: `months` calendar months, the first from its day `start` on. */
export interface RentPeriod {
  amountCents: number;
  months: number;
  /** YYYY-MM-DD: the first day billed (the 1st, or the move-in day for move-in rent). */
  start: string;
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
/** The last day of the month of `date`, YYYY-MM-DD. */
const lastDayOf = (date: string) =>
  `${date.slice(0, 8)}${String(restOfMonth(date).monthDays).padStart(2, '0')}`;

/**
 * The part of a rent invoice that bills days after `moveOut` (YYYY-MM-DD), in cents. The
 * amount is shared evenly over its months (integer cents, whole cents to the later months so
 * the shares add up to the amount); a month wholly after the move-out is credited whole, the
 * month of the move-out for the days after it in proportion to the days that month billed
 * (rentForDays: rounded to the nearest cent, half a cent up, as move-in rent is charged).
 */
export function rentAfterMoveOutCents(period: RentPeriod, moveOut: string): number {
  let credit = 0;
  let from = period.start;
  for (let i = 0; i < period.months; i++) {
    const share =
      Math.floor((period.amountCents * (i + 1)) / period.months) -
      Math.floor((period.amountCents * i) / period.months);
    const last = lastDayOf(from);
    if (from > moveOut) credit += share;
    else if (moveOut < last) {
      const daysAfter = Number(last.slice(8)) - Number(moveOut.slice(8));
      credit += rentForDays(share, daysAfter, restOfMonth(from).days);
    }
    from = addCalendarMonths(monthStart(from), 1);
  }
  return credit;
}

/**
 * The first day a scheduled invoice bills: the 1st of its billing month, or of the month after
 * when the invoice run left out a move-in month already charged prorated (invoices/move-in-rent.ts:
 * the invoice then covers fewer months than its schedule). Move-in rent bills from its day.
 */
function periodStart(invoice: {
  billing_date: string;
  months: number;
  schedule_id: string | null;
  billing_frequency: keyof typeof billingFrequencyMonths | null;
}): string {
  if (invoice.schedule_id === null) return invoice.billing_date;
  const scheduled = invoice.billing_frequency
    ? billingFrequencyMonths[invoice.billing_frequency]
    : invoice.months;
  const skipped = Math.max(0, scheduled - Number(invoice.months));
  return addCalendarMonths(monthStart(invoice.billing_date), skipped);
}

const moveOutReason = 'Rent billed after the move-out date';

/** One invoice's rent billed after a move-out, as it is (or would be) credited back. */
export interface MoveOutCredit {
  invoiceId: string;
  invoiceNumber: number;
  billingDate: string;
  /** YYYY-MM-DD: the first and the last day the invoice billed. */
  periodFrom: string;
  periodTo: string;
  cents: number;
  /** The Nairobi day the credit counts from: its invoice's day, or the first open month's. */
  effectiveOn: string;
}

/**
 * The rule of a back-dated move-out, written once: for each of the tenant's rent invoices,
 * paid or not (what was paid for those days leaves the tenant in credit), the rent billed for
 * days after `moveOut`, never more than is left of the invoice after other credit notes on it,
 * dated its invoice's day or the first open month when that month is closed. Reads only: the
 * move-out preview shows it, creditRentAfterMoveOut posts it.
 */
export async function rentAfterMoveOutCredits(
  db: Db,
  organizationId: string,
  tenantId: string,
  moveOut: string,
): Promise<MoveOutCredit[]> {
  const invoices = await db
    .selectFrom('invoices as i')
    .leftJoin('invoice_schedules as s', (join) =>
      join.onRef('s.id', '=', 'i.schedule_id').onRef('s.organization_id', '=', 'i.organization_id'),
    )
    .select([
      'i.id',
      'i.number',
      'i.billing_date',
      'i.invoice_date',
      'i.months',
      'i.amount_cents',
      'i.schedule_id',
      's.billing_frequency',
      creditedOnInvoiceSql('i.id').as('credited_cents'),
    ])
    .where('i.organization_id', '=', organizationId)
    .where('i.tenant_id', '=', tenantId)
    .where('i.invoice_type', '=', 'Rental Invoice Bill')
    .orderBy('i.number')
    .execute();
  const credits: MoveOutCredit[] = [];
  for (const invoice of invoices) {
    const period = {
      amountCents: Number(invoice.amount_cents),
      months: Math.max(1, Number(invoice.months)),
      start: periodStart(invoice),
    };
    const after = rentAfterMoveOutCents(period, moveOut);
    const cents = Math.min(
      after,
      Number(invoice.amount_cents) - Number(invoice.credited_cents ?? 0),
    );
    if (cents <= 0) continue;
    credits.push({
      invoiceId: invoice.id,
      invoiceNumber: Number(invoice.number),
      billingDate: invoice.billing_date,
      periodFrom: period.start,
      periodTo: lastDayOf(addCalendarMonths(monthStart(period.start), period.months - 1)),
      cents,
      effectiveOn: await effectiveDayFor(
        db,
        organizationId,
        nairobiDate(new Date(invoice.invoice_date)),
      ),
    });
  }
  return credits;
}

/**
 * Posts rentAfterMoveOutCredits, one credit note per invoice, in the caller's transaction
 * (which holds the tenant's lock, so what was read is what is posted). Once per invoice by
 * the database's unique key, so ending again or a retry credits nothing twice. Returns the
 * cents credited.
 */
export async function creditRentAfterMoveOut(
  trx: Db,
  actor: Actor,
  tenantId: string,
  moveOut: string,
  now: Date,
): Promise<number> {
  const credits = await rentAfterMoveOutCredits(trx, actor.organizationId, tenantId, moveOut);
  let creditedCents = 0;
  for (const credit of credits) {
    const posted = await postCreditNote(
      trx,
      actor,
      {
        tenantId,
        kind: 'move_out_credit',
        invoiceId: credit.invoiceId,
        amountCents: credit.cents,
        reason: moveOutReason,
        effectiveOn: credit.effectiveOn,
      },
      now,
    );
    if (posted.inserted) creditedCents += credit.cents;
  }
  return creditedCents;
}
