import { monthLabel } from './billing-dates.js';
import type { InvoiceType, PaymentMode } from './enums.js';
import { formatMessage, type MessageParams } from './format-message.js';
import { formatKes } from './money.js';
import {
  paymentDescriptionIn,
  paymentModeIn,
  paymentWordsTexts,
  type PaymentDescriptionFields,
} from './payment-words.js';
import type { DepositLineDetail, StatementLineDetail } from './schemas/line-details.js';

/**
 * The English texts of statement lines: the server's `description` (the API contract, so
 * these are exactly the texts it always gave) and the web app's `statementLines` namespace.
 * Kiswahili: statement-lines-sw.ts.
 */
export const statementLineTexts = {
  openingRent: 'Opening rent balance',
  openingWater: 'Opening water balance',
  invoice: '{{invoicetype}}, {{month}}',
  lateFeeOn: 'Late fee on {{invoicenumber}}',
  creditNote: 'Credit note: {{reason}}',
  creditNoteOn: 'Credit note on {{invoicenumber}}: {{reason}}',
  fromDeposit: 'From the deposit: {{reason}}',
  moveOutCredit: 'Rent after the move-out date credited on {{invoicenumber}}',
  payment: '{{paymentmode}} payment: {{description}}',
  paymentWithDeposit: '{{paymentmode}} payment: {{description}} ({{depositheld}} held as deposit)',
  paymentReversed: '{{paymentmode}} payment: {{description}} (reversed)',
  paymentReversal: 'Reversal of payment {{paymentreference}}: {{reason}}',
  depositCharge: 'Deposit charged',
  depositReceived: '{{paymentmode}} payment held as deposit',
  depositDeduction: 'Deducted: {{reason}}',
  depositRefund: 'Refunded by {{paymentmode}}',
};

export type StatementLineKey = keyof typeof statementLineTexts;
export type StatementLineCatalogue = Record<StatementLineKey, string>;

/** How a reader's language writes the parts of a line. */
export interface StatementLineWords {
  /** A line's text with its values filled in. */
  text(key: StatementLineKey, params?: MessageParams): string;
  /** The month a billing date (YYYY-MM-DD) falls in: "March 2026". */
  month(billingDate: string): string;
  /** KES: "KES 5,000". */
  money(kes: number): string;
  /** An invoice type's name: "Rental Invoice Bill". */
  invoiceType(type: InvoiceType): string;
  /** A payment mode's name: "MPESA" (Kiswahili "M-PESA"). */
  paymentMode(mode: PaymentMode): string;
  /** A payment's description: one the server wrote in the reader's words, a typed one as typed. */
  paymentDescription(payment: PaymentDescriptionFields): string;
}

/**
 * A statement line (rent or deposit) in the reader's words. The one place a line's fields
 * become its text: the server's English `description` and every screen and PDF of the web app
 * come from here, so they cannot say different things.
 */
export function statementLineText(
  detail: StatementLineDetail | DepositLineDetail,
  words: StatementLineWords,
): string {
  switch (detail.line) {
    case 'opening':
      return words.text(detail.openingtype === 'rent' ? 'openingRent' : 'openingWater');
    case 'invoice':
      if (detail.description !== null) return detail.description;
      if (detail.latefeeon !== null) {
        return words.text('lateFeeOn', { invoicenumber: detail.latefeeon });
      }
      return words.text('invoice', {
        invoicetype: words.invoiceType(detail.invoicetype),
        month: words.month(detail.billingdate),
      });
    case 'credit_note':
      if (detail.fromdeposit) return words.text('fromDeposit', { reason: detail.reason });
      if (detail.moveout && detail.invoicenumber !== null) {
        return words.text('moveOutCredit', { invoicenumber: detail.invoicenumber });
      }
      if (detail.invoicenumber === null) return words.text('creditNote', { reason: detail.reason });
      return words.text('creditNoteOn', {
        invoicenumber: detail.invoicenumber,
        reason: detail.reason,
      });
    case 'payment': {
      const params = {
        paymentmode: words.paymentMode(detail.paymentmode),
        description: words.paymentDescription(detail),
      };
      if (detail.reversed) return words.text('paymentReversed', params);
      if (detail.depositheld <= 0) return words.text('payment', params);
      return words.text('paymentWithDeposit', {
        ...params,
        depositheld: words.money(detail.depositheld),
      });
    }
    case 'payment_reversal':
      return words.text('paymentReversal', {
        paymentreference: detail.paymentreference,
        reason: detail.reason,
      });
    case 'deposit_charge':
      return words.text('depositCharge');
    case 'deposit_received':
      return words.text('depositReceived', { paymentmode: words.paymentMode(detail.paymentmode) });
    case 'deposit_deduction':
      return words.text('depositDeduction', { reason: detail.reason });
    case 'deposit_refund':
      return words.text('depositRefund', { paymentmode: words.paymentMode(detail.paymentmode) });
  }
}

/** English as the API writes it: invoice types by their names, months as monthLabel does. */
const englishWords: StatementLineWords = {
  text: (key, params) => formatMessage(statementLineTexts[key], params),
  month: monthLabel,
  money: formatKes,
  invoiceType: (type) => type,
  paymentMode: (mode) => paymentModeIn(paymentWordsTexts, mode),
  paymentDescription: (payment) => paymentDescriptionIn(paymentWordsTexts, payment),
};

/** A line's English text: the `description` the API gives beside `detail`. */
export function englishStatementLine(detail: StatementLineDetail | DepositLineDetail): string {
  return statementLineText(detail, englishWords);
}
