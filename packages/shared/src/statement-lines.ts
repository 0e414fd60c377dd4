import { monthLabel } from './billing-dates.js';
import type { DepositDeductionReason, InvoiceType, PaymentMode } from './enums.js';
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
  // What a deposit deduction was for (a code), with what the landlord added to it.
  deductionUnpaidRent: 'Unpaid rent',
  deductionWater: 'Water',
  deductionDamage: 'Damage',
  deductionCleaning: 'Cleaning',
  deductionOther: 'Other',
  deductionWithNote: '{{reason}}: {{note}}',
  // Charges the server described itself (tenants/final-water.ts, invoices/move-in-rent.ts).
  invoiceFinalWater: 'Water to the final reading',
  invoiceMoveInRentOne: 'Rent for {{count}} day from move-in',
  invoiceMoveInRentMany: 'Rent for {{count}} days from move-in',
};

/** The text of each deposit deduction reason. */
const deductionReasonKeys: Record<DepositDeductionReason, StatementLineKey> = {
  'unpaid rent': 'deductionUnpaidRent',
  water: 'deductionWater',
  damage: 'deductionDamage',
  cleaning: 'deductionCleaning',
  other: 'deductionOther',
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
      if (detail.descriptioncode) return invoiceDescriptionText(detail, words);
      if (detail.description !== null) return detail.description;
      if (detail.latefeeon !== null) {
        return words.text('lateFeeOn', { invoicenumber: detail.latefeeon });
      }
      return words.text('invoice', {
        invoicetype: words.invoiceType(detail.invoicetype),
        month: words.month(detail.billingdate),
      });
    case 'credit_note':
      if (detail.fromdeposit) {
        return words.text('fromDeposit', { reason: deductionReasonText(detail, words) });
      }
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
      return words.text('depositDeduction', { reason: deductionReasonText(detail, words) });
    case 'deposit_refund':
      return words.text('depositRefund', { paymentmode: words.paymentMode(detail.paymentmode) });
  }
}

/** Codes of invoice descriptions the server wrote: what a client words itself. */
export const invoiceDescriptionCodes = ['finalWater', 'moveInRent', 'deduction'] as const;
export type InvoiceDescriptionCode = (typeof invoiceDescriptionCodes)[number];

/**
 * The code of an invoice description the server wrote, read back from the stored English
 * (old rows and new alike); null for words a landlord typed.
 */
export function codedInvoiceDescription(
  type: InvoiceType,
  description: string,
): { descriptioncode: InvoiceDescriptionCode; descriptionparams: Record<string, string> } | null {
  if (type === 'Water Invoice Bill' && description === statementLineTexts.invoiceFinalWater) {
    return { descriptioncode: 'finalWater', descriptionparams: {} };
  }
  const moveIn = /^Rent for (\d+) days? from move-in$/.exec(description);
  if (type === 'Rental Invoice Bill' && moveIn) {
    return { descriptioncode: 'moveInRent', descriptionparams: { count: moveIn[1]! } };
  }
  if (type === 'One-off Charge') {
    for (const code of Object.keys(deductionReasonKeys) as DepositDeductionReason[]) {
      const { deductionreason, note } = deductionReasonDetail(code, description);
      if (deductionreason) {
        return {
          descriptioncode: 'deduction',
          descriptionparams: { reason: deductionreason, ...(note ? { note } : {}) },
        };
      }
    }
  }
  return null;
}

function invoiceDescriptionText(
  detail: {
    descriptioncode?: InvoiceDescriptionCode;
    descriptionparams?: Record<string, string>;
    description: string | null;
  },
  words: StatementLineWords,
): string {
  const params = detail.descriptionparams ?? {};
  switch (detail.descriptioncode) {
    case 'finalWater':
      return words.text('invoiceFinalWater');
    case 'moveInRent':
      return words.text(params.count === '1' ? 'invoiceMoveInRentOne' : 'invoiceMoveInRentMany', {
        count: params.count ?? '',
      });
    case 'deduction':
      return deductionReasonText(
        {
          reason: detail.description ?? '',
          deductionreason: params.reason as DepositDeductionReason,
          note: params.note,
        },
        words,
      );
    default:
      return detail.description ?? '';
  }
}

/** A deduction's stored English: "Damage" or "Damage: broken window" (end-tenancy writes it). */
export function englishDeductionReason(code: DepositDeductionReason, note?: string): string {
  const reason = statementLineTexts[deductionReasonKeys[code]];
  return note ? formatMessage(statementLineTexts.deductionWithNote, { reason, note }) : reason;
}

/**
 * A deduction's reason code and note, read back from the text stored beside the code: the
 * fields a client words it from. Text not written so (typed some other way) gives none, and
 * is shown as recorded.
 */
export function deductionReasonDetail(
  code: DepositDeductionReason | null,
  stored: string,
): { deductionreason?: DepositDeductionReason; note?: string } {
  if (!code) return {};
  const label = statementLineTexts[deductionReasonKeys[code]];
  if (stored === label) return { deductionreason: code };
  const prefix = `${label}: `;
  if (stored.startsWith(prefix))
    return { deductionreason: code, note: stored.slice(prefix.length) };
  return {};
}

/**
 * Why a deposit deduction was kept: its reason code in the reader's words, with the note the
 * landlord typed as typed. A deduction without a code keeps its recorded text.
 */
function deductionReasonText(
  detail: {
    reason: string;
    deductionreason?: DepositDeductionReason | undefined;
    note?: string | undefined;
  },
  words: StatementLineWords,
): string {
  if (!detail.deductionreason) return detail.reason;
  const reason = words.text(deductionReasonKeys[detail.deductionreason]);
  return detail.note ? words.text('deductionWithNote', { reason, note: detail.note }) : reason;
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
