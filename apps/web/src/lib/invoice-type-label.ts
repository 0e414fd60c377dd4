import type { TFunction } from 'i18next';

/**
 * What an invoice type is called in the app's language. The server keeps the
 * spec's English values ("Rental Invoice Bill", "Tenant Payment"), so the screens and exports
 * translate them here; an unknown value is shown as it is.
 */
export function invoiceTypeLabel(t: TFunction, type: string): string {
  return t(`invoices:invoiceTypes.${type}`, { defaultValue: type });
}
