import { smsAmount } from '@rental/shared/invoice-message';
import { centsToKes } from '@rental/shared/money';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2 Mar 2026" for a calendar date YYYY-MM-DD. */
function receiptDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00.000Z`));
}

/** What the tenant owes after the payment; a credit is said as such, never as "KES -500". */
function balanceText(balanceCents: number): string {
  if (balanceCents >= 0) return `KES ${smsAmount(centsToKes(balanceCents))}`;
  return `KES 0 (in credit KES ${smsAmount(centsToKes(-balanceCents))})`;
}

export interface ReceiptFacts {
  firstname: string;
  amountCents: number;
  houseNumber: string;
  paidOn: string;
  reference: string;
  balanceCents: number;
}

/** The SMS receipt a payment can send the tenant, with their balance after it. */
export function receiptText(facts: ReceiptFacts): string {
  return (
    `Dear ${facts.firstname}, we have received KES ${smsAmount(centsToKes(facts.amountCents))} ` +
    `for house ${facts.houseNumber} on ${receiptDay(facts.paidOn)}. Ref ${facts.reference}. ` +
    `Your balance is ${balanceText(facts.balanceCents)}. Thank you.`
  );
}
