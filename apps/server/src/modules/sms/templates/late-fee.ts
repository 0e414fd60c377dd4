import type { Language } from '@rental/shared/enums';

/**
 * The words of a late-fee notice, in each language (late-fees/notice.ts fills them in): one
 * fee names the overdue invoice and the fee's own number; several are counted and totalled.
 */
export interface LateFeeWords {
  one: (facts: { overdue: string; fee: string; number: string }) => string;
  many: (facts: { count: number; total: string }) => string;
  text: (facts: {
    firstname: string;
    /** `one` or `many`. */
    what: string;
    balance: string;
    paybill: string;
    account: string;
    landlord: string;
  }) => string;
}

export const lateFeeTexts: Record<Language, LateFeeWords> = {
  en: {
    one: ({ overdue, fee, number }) =>
      `${overdue} is past its due date: a late fee of ${fee} was added (${number})`,
    many: ({ count, total }) =>
      `${count} of your invoices are past their due dates: late fees of ${total} in all were added`,
    text: (f) =>
      `Dear ${f.firstname}, ${f.what}. You now owe ${f.balance}. ` +
      `Please pay via MPESA paybill ${f.paybill}, account ${f.account}. ${f.landlord}`,
  },
  sw: {
    one: ({ overdue, fee, number }) =>
      `ankara ${overdue} imepita tarehe ya mwisho ya kulipa: faini ya kuchelewa ya ${fee} ` +
      `imeongezwa (${number})`,
    many: ({ count, total }) =>
      `ankara zako ${count} zimepita tarehe ya mwisho ya kulipa: faini za kuchelewa za ` +
      `jumla ya ${total} zimeongezwa`,
    text: (f) =>
      `Mpendwa ${f.firstname}, ${f.what}. Sasa unadaiwa ${f.balance}. ` +
      `Tafadhali lipa kwa M-PESA paybill ${f.paybill}, akaunti ${f.account}. ${f.landlord}`,
  },
};
