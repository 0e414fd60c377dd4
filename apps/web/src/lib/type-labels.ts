import {
  paymentDescriptionCodeOf,
  type PaymentDescriptionFields,
} from '@rental/shared/payment-words';
import type { TFunction } from 'i18next';

/**
 * What an invoice or transaction type is called in the app's language. The server keeps the
 * spec's English values ("Rental Invoice Bill", "Tenant Payment"), so the screens and exports
 * translate them here; an unknown value is shown as it is.
 */
export function invoiceTypeLabel(t: TFunction, type: string): string {
  return t(`invoices:invoiceTypes.${type}`, { defaultValue: type });
}

export function transactionTypeLabel(t: TFunction, type: string): string {
  return t(`transactions:transactionTypes.${type}`, { defaultValue: type });
}

/** A payment mode ("MPESA", "Cash") as people read it; the API keeps the stored value. */
export function paymentModeLabel(t: TFunction, mode: string): string {
  return t(`paymentWords:modes.${mode}`, { defaultValue: mode });
}

/** A room type (always one of the product's, a code) in the app's language. */
export function roomTypeLabel(t: TFunction, type: string): string {
  return t(`rentals:houseTypes.${type}`, { defaultValue: type });
}

/**
 * A payment's description: one the server wrote ("M-PESA paybill payment by …") in the app's
 * language, one someone typed as typed.
 */
export function paymentDescriptionLabel(t: TFunction, payment: PaymentDescriptionFields): string {
  const coded = paymentDescriptionCodeOf(payment);
  if (!coded) return payment.description;
  return t(`paymentWords:descriptions.${coded.code}`, { replace: coded.params });
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
