import { nairobiDate } from '@rental/shared/dates';
import { invoiceTypeWords } from '@rental/shared/invoice-message';
import { addDays } from '@rental/shared/dates';
import { kesToCents } from '@rental/shared/money';
import { proratedRentCents, restOfMonth } from '@rental/shared/proration';
import type { TenantValues } from '@rental/shared/schemas/tenants';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../access/index.js';
import {
  chargeNotice,
  depositInvoiceType,
  postCharges,
  type NewCharge,
  type Payer,
  assertMonthOpen,
} from '../ledger/index.js';
import { moveInRentDescription } from './move-in-words.js';
import { payeeOf } from '../organization/index.js';

/** The move-in month's rent is due a week after the move-in date, like a one-off charge. */
const moveInRentDueDays = 7;

/**
 * When a move-in charge is due: the deposit on the day the landlord set, or the move-in day
 * itself; the rent a week after the move-in. Never before the invoice is dated (today), so a
 * move-in entered late is not born overdue.
 */
function moveInDueDate(
  invoiceType: NewCharge['invoiceType'],
  moveInDate: string,
  depositDueDate: string | undefined,
  now: Date,
) {
  const own =
    invoiceType === depositInvoiceType
      ? (depositDueDate ?? moveInDate)
      : addDays(moveInDate, moveInRentDueDays);
  const invoiceDate = nairobiDate(now);
  return own < invoiceDate ? invoiceDate : own;
}

/**
 * What a new tenant is charged on moving in, through the ledger in the caller's transaction:
 * the deposit as its own Deposit invoice (held apart from rent), and, when asked, the rent
 * for the rest of the move-in month. No SMS: the landlord hands these over at move-in.
 */
export async function chargeMoveIn(
  trx: Db,
  actor: Actor,
  tenant: Payer,
  values: TenantValues,
  moveInDate: string,
  monthlyRentCents: number,
  now: Date,
) {
  const payee = await payeeOf(trx, actor.organizationId);
  const charge = (invoiceType: NewCharge['invoiceType'], cents: number, description?: string) => {
    const dueDate = moveInDueDate(invoiceType, moveInDate, values.depositduedate, now);
    return {
      tenant,
      invoiceType,
      amountCents: cents,
      billingDate: moveInDate,
      dueDate,
      description,
      message: (number: number) =>
        chargeNotice({
          tenant,
          payee,
          amountCents: cents,
          description: description ?? invoiceTypeWords.en[invoiceType],
          billingDate: moveInDate,
          dueDate,
          number,
          balanceCents: cents,
        }),
    };
  };
  const charges: NewCharge[] = [];
  const depositCents = kesToCents(values.deposit ?? 0);
  // The type says what a deposit is, in the reader's language: no words of our own beside it.
  if (depositCents > 0) charges.push(charge(depositInvoiceType, depositCents));
  const prorated = values.prorate ? proratedRentCents(monthlyRentCents, moveInDate) : 0;
  if (prorated > 0) {
    const { days } = restOfMonth(moveInDate);
    charges.push(charge('Rental Invoice Bill', prorated, moveInRentDescription(days)));
  }
  if (charges.length > 0) await assertMonthOpen(trx, actor.organizationId, moveInDate);
  return postCharges(trx, actor.organizationId, charges, { sendSms: false, poster: actor }, now);
}
