import { monthLabel } from './billing-dates.js';
import type { Language } from './enums.js';
import { formatMessage } from './format-message.js';
import { invoiceTypeWords } from './invoice-message.js';
import { formatKes } from './money.js';
import { paymentDescriptionIn, paymentModeIn, paymentWordsTexts } from './payment-words.js';
import { paymentWordsTextsSw } from './payment-words-sw.js';
import type { DepositLineDetail, StatementLineDetail } from './schemas/line-details.js';
import {
  statementLineText,
  statementLineTexts,
  type StatementLineWords,
} from './statement-lines.js';
import { statementLineTextsSw } from './statement-lines-sw.js';

const catalogues = {
  en: { lines: statementLineTexts, payments: paymentWordsTexts },
  sw: { lines: statementLineTextsSw, payments: paymentWordsTextsSw },
};

/**
 * How a language words a statement line away from the web app (the server's texts to tenants
 * and tests): the shared catalogues, months from Intl, invoice types as the SMS name them.
 */
export function statementLineWordsFor(language: Language): StatementLineWords {
  const { lines, payments } = catalogues[language];
  return {
    text: (key, params) => formatMessage(lines[key], params),
    month: (billingDate) => monthLabel(billingDate, language),
    money: formatKes,
    invoiceType: (type) => invoiceTypeWords[language][type],
    paymentMode: (mode) => paymentModeIn(payments, mode),
    paymentDescription: (payment) => paymentDescriptionIn(payments, payment),
  };
}

/** A statement line in `language`. */
export function statementLineIn(
  language: Language,
  detail: StatementLineDetail | DepositLineDetail,
): string {
  return statementLineText(detail, statementLineWordsFor(language));
}
