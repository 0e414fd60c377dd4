import {
  paymentDescriptionCodeOf,
  type PaymentDescriptionFields,
} from '@rental/shared/payment-words';
import type { TFunction } from 'i18next';

/** A payment mode ("MPESA", "Cash") as people read it; the API keeps the stored value. */
export function paymentModeLabel(t: TFunction, mode: string): string {
  return t(`paymentWords:modes.${mode}`, { defaultValue: mode });
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
