import { formatKes } from '@rental/shared/money';
import type { Statement } from '@rental/shared/schemas/ledger';
import { statementLineText } from '@rental/shared/statement-lines';
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
  return statementLineText(line.detail, {
    text: (key, params) => t(key, { ns: 'statementLines', replace: params }),
    month: (billingDate) => formatMonth(billingDate.slice(0, 7)),
    money: formatKes,
    invoiceType: (type) => t(`invoiceTypes.${type}`, { ns: 'invoices' }),
    paymentMode: (mode) => paymentModeLabel(t, mode),
    paymentDescription: (payment) => paymentDescriptionLabel(t, payment),
  });
}
