import type { TFunction } from 'i18next';

// The payment words and invoice types are in files of their own, which the dashboard and the
// frame's notifications import alone: the transactions' and rentals' texts named here are not
// among the first screen's texts (i18n.ts).
export { invoiceTypeLabel } from './invoice-type-label';
export { paymentDescriptionLabel, paymentModeLabel } from './payment-labels';

/**
 * What a transaction type is called in the app's language (see invoice-type-label.ts). The server keeps the
 * spec's English values ("Rental Invoice Bill", "Tenant Payment"), so the screens and exports
 * translate them here; an unknown value is shown as it is.
 */
export function transactionTypeLabel(t: TFunction, type: string): string {
  return t(`transactions:transactionTypes.${type}`, { defaultValue: type });
}

/** A room type (always one of the product's, a code) in the app's language. */
export function roomTypeLabel(t: TFunction, type: string): string {
  return t(`rentals:houseTypes.${type}`, { defaultValue: type });
}

/**
 * What an invoice says besides its type: the landlord's words for a one-off charge, the invoice
 * a late fee follows. Deposits charged at move-in before this release carry their type's
 * English name ("Deposit") there, which says nothing the type does not and is not translated:
 * it is left out.
 */
export function invoiceNote(data: { invoicetype: string; description?: string }): string {
  const note = data.description ?? '';
  return note === data.invoicetype ? '' : note;
}
