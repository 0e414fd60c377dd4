import type { Language } from '@rental/shared/enums';

/**
 * The words of a payment's SMS receipt, in each language (sms/receipt.ts fills them in and
 * keeps the text within two parts). Kiswahili follows docs/kiswahili-glossary.md; both stay
 * GSM-7 (test/sms/sms-languages.test.ts).
 */
export interface ReceiptParts {
  firstname: string;
  /** Who received the payment (the landlord's name on bills, maybe shortened). */
  payee: string;
  amount: string;
  /** The house paid for; null to save space. */
  house: string | null;
  date: string;
  /** The M-PESA receipt code; null for a payment without one (never an internal id). */
  reference: string | null;
  /** The part held as deposit ("KES 5,000"), or null. */
  deposit: string | null;
  /**
   * The balance after the payment as screens write it (shared formatBalance): "KES 8,500", or
   * a credit in words, "In credit KES 500" (Kiswahili "Ana ziada ya KES 500").
   */
  balance: string;
  /** Whether the balance is a credit: then it reads "Your balance: In credit KES 500". */
  inCredit: boolean;
  /** Where to pay what is left: only when something is, and there is a paybill. */
  pay: { paybill: string; account: string } | null;
}

export const receiptTexts: Record<Language, (p: ReceiptParts) => string> = {
  en: (p) =>
    `Dear ${p.firstname}, ${p.payee} has received ${p.amount}` +
    `${p.house === null ? '' : ` for house ${p.house}`} on ${p.date}.` +
    `${p.reference === null ? '' : ` Ref ${p.reference}.`}` +
    `${p.deposit ? ` ${p.deposit} of it is held as your deposit.` : ''} ` +
    `Your balance${p.inCredit ? ':' : ' is'} ${p.balance}.` +
    `${p.pay ? ` Pay via M-PESA paybill ${p.pay.paybill}, account ${p.pay.account}.` : ''}` +
    ' Thank you.',
  sw: (p) =>
    `Mpendwa ${p.firstname}, malipo yako ya ${p.amount}` +
    `${p.house === null ? '' : ` kwa nyumba ${p.house}`} yamepokelewa na ${p.payee} ` +
    `tarehe ${p.date}.${p.reference === null ? '' : ` Risiti ${p.reference}.`}` +
    `${p.deposit ? ` ${p.deposit} kati ya hayo ni amana yako.` : ''} ` +
    `Salio lako${p.inCredit ? ':' : ' ni'} ${p.balance}.` +
    `${p.pay ? ` Lipa kwa M-PESA paybill ${p.pay.paybill}, akaunti ${p.pay.account}.` : ''}` +
    ' Asante.',
};
