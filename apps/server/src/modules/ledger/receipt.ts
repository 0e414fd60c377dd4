import { paybillAccount } from '@rental/shared/account-ref';
import { smsDate } from '@rental/shared/invoice-message';
import { centsToKes, formatKes } from '@rental/shared/money';
import { smsLength } from '@rental/shared/sms-parts';
import type { Payee } from './payee.js';

/** What the tenant owes after the payment; a credit is said as such, never as "KES -500". */
function balanceText(balanceCents: number): string {
  if (balanceCents >= 0) return formatKes(centsToKes(balanceCents));
  return `${formatKes(0)} (in credit ${formatKes(centsToKes(-balanceCents))})`;
}

export interface ReceiptFacts {
  firstname: string;
  amountCents: number;
  houseNumber: string;
  paidOn: string;
  reference: string;
  balanceCents: number;
  /** The part of the payment held as deposit (0: all of it was rent). */
  depositCents?: number;
  /** Who received the payment, and where the rest is paid. */
  payee: Payee;
}

/** A receipt costs at most this many SMS parts. */
export const receiptMaxParts = 2;
/** How much of a long display name a receipt keeps when the whole one would not fit. */
const shortNameLength = 30;

function compose(facts: ReceiptFacts, payeeName: string, withHouse: boolean): string {
  const amount = formatKes(centsToKes(facts.amountCents));
  const house = withHouse ? ` for house ${facts.houseNumber}` : '';
  const { paybill, bankAccountNumber } = facts.payee;
  // Where to pay what is left: only when something is, and a paybill exists to pay it to.
  const howToPay =
    facts.balanceCents > 0 && paybill
      ? ` Pay via M-PESA paybill ${paybill}, account ${paybillAccount(facts.houseNumber, bankAccountNumber)}.`
      : '';
  const deposit = facts.depositCents
    ? ` ${formatKes(centsToKes(facts.depositCents))} of it is held as your deposit.`
    : '';
  return (
    `Dear ${facts.firstname}, ${payeeName} has received ${amount}${house} on ` +
    `${smsDate(facts.paidOn)}. Ref ${facts.reference}.${deposit} ` +
    `Your balance is ${balanceText(facts.balanceCents)}.${howToPay} Thank you.`
  );
}

/**
 * The SMS receipt a payment can send the tenant: who received it (the landlord's name on
 * bills), how much, the balance after it and, when something is still owed, where to pay it.
 * It stays within two SMS parts: a long display name is shortened, then the house left out.
 */
export function receiptText(facts: ReceiptFacts): string {
  const name = facts.payee.name;
  const short = name.length > shortNameLength ? `${name.slice(0, shortNameLength).trim()}` : name;
  const candidates = [
    compose(facts, name, true),
    compose(facts, short, true),
    compose(facts, short, false),
  ];
  return candidates.find((text) => smsLength(text).parts <= receiptMaxParts) ?? candidates.at(-1)!;
}
