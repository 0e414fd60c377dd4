import { paybillAccount } from '@rental/shared/account-ref';
import type { Language } from '@rental/shared/enums';
import { smsDate } from '@rental/shared/invoice-message';
import { centsToKes, formatBalance, formatKes } from '@rental/shared/money';
import { smsLength } from '@rental/shared/sms-parts';
import type { WhatsappTemplateFacts } from './outbox.js';
import { receiptTexts } from './templates/receipt.js';

/** Who was paid, as a receipt names them (organization's Payee has it). */
export interface ReceiptPayee {
  name: string;
  paybill: string | null;
  bankAccountNumber: string;
}

export interface ReceiptFacts {
  firstname: string;
  amountCents: number;
  houseNumber: string;
  paidOn: string;
  /** The M-PESA receipt code the tenant has in their own SMS; null: none (cash, bank). */
  reference: string | null;
  balanceCents: number;
  /** The part of the payment held as deposit (0: all of it was rent). */
  depositCents?: number;
  /** Who received the payment, and where the rest is paid. */
  payee: ReceiptPayee;
  /** The tenant's language (sms/templates/receipt.ts); English when not given. */
  language?: Language;
}

/** A receipt costs at most this many SMS parts. */
export const receiptMaxParts = 2;
/** How much of a long display name a receipt keeps when the whole one would not fit. */
const shortNameLength = 30;

function compose(facts: ReceiptFacts, payeeName: string, withHouse: boolean): string {
  const kes = (cents: number) => formatKes(centsToKes(cents));
  const { paybill, bankAccountNumber } = facts.payee;
  return receiptTexts[facts.language ?? 'en']({
    firstname: facts.firstname,
    payee: payeeName,
    amount: kes(facts.amountCents),
    house: withHouse ? facts.houseNumber : null,
    date: smsDate(facts.paidOn, facts.language ?? 'en'),
    reference: facts.reference,
    deposit: facts.depositCents ? kes(facts.depositCents) : null,
    // A credit in the words every screen uses (formatBalance), never as "KES -500".
    balance: formatBalance(centsToKes(facts.balanceCents), facts.language ?? 'en'),
    inCredit: facts.balanceCents < 0,
    // Where to pay what is left: only when something is, and a paybill exists to pay it to.
    pay:
      facts.balanceCents > 0 && paybill
        ? { paybill, account: paybillAccount(facts.houseNumber, bankAccountNumber) }
        : null,
  });
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

/**
 * The receipt as a WhatsApp template's parameters (decision 0061): the SMS receipt's values
 * in its order, each always present so one approved template fits every payment: first name,
 * who received it, amount, house, date, reference ('-' for none), balance.
 */
export function receiptWhatsapp(facts: ReceiptFacts): WhatsappTemplateFacts {
  const language = facts.language ?? 'en';
  const kes = (cents: number) => formatKes(centsToKes(cents));
  return {
    language,
    params: [
      facts.firstname,
      facts.payee.name,
      kes(facts.amountCents),
      facts.houseNumber,
      smsDate(facts.paidOn, language),
      facts.reference ?? '-',
      formatBalance(centsToKes(facts.balanceCents), language),
    ],
  };
}
