import { formatKes } from '@rental/shared/money';
import type { Statement } from '@rental/shared/schemas/ledger';
import type { InvoiceType } from '@rental/shared/enums';
import {
  codedInvoiceDescription,
  statementLineText,
  type StatementLineWords,
} from '@rental/shared/statement-lines';
import type { TFunction } from 'i18next';
import { formatMonth } from './format-date';
import { paymentDescriptionLabel, paymentModeLabel } from './type-labels';

type Line = Statement['entries'][number] | Statement['deposit']['entries'][number];

/**
 * A statement line (rent or deposit) in the current language, worded from its `detail` with
 * the `statementLines` texts: the screens, the tenant's page and the PDFs all show it so. The
 * values go in `replace`, so one named like an i18next option (count, context) stays a value;
 * invoice types keep the names the invoice screens give them.
 */
export function statementLineOf(line: Line, t: TFunction): string {
  return statementLineText(line.detail, statementWords(t));
}

/** How the app's language words the parts of a statement line. */
function statementWords(t: TFunction): StatementLineWords {
  return {
    text: (key, params) => t(key, { ns: 'statementLines', replace: params }),
    month: (billingDate) => formatMonth(billingDate.slice(0, 7)),
    money: formatKes,
    invoiceType: (type) => t(`invoiceTypes.${type}`, { ns: 'invoices' }),
    paymentMode: (mode) => paymentModeLabel(t, mode),
    paymentDescription: (payment) => paymentDescriptionLabel(t, payment),
  };
}

/**
 * An invoice's description as people read it: one the server wrote in English (a late fee's
 * "Late fee on INV-000012", final water, move-in rent, a deduction charged) in the app's
 * language, as the statement words it; the landlord's own words as typed.
 */
export function invoiceDescriptionLabel(
  t: TFunction,
  data: { invoicetype: InvoiceType; description?: string },
): string {
  const description = data.description ?? '';
  const lateFee = /^Late fee on (INV-\d+)$/.exec(description);
  const latefeeon = data.invoicetype === 'Late Fee' && lateFee ? lateFee[1]! : null;
  const coded = codedInvoiceDescription(data.invoicetype, description);
  if (latefeeon === null && coded === null) return description;
  const detail = {
    line: 'invoice' as const,
    invoicetype: data.invoicetype,
    billingdate: '',
    description: latefeeon === null ? description : null,
    latefeeon,
    ...coded,
  };
  return statementLineText(detail, statementWords(t));
}
