import type { InvoiceSetting } from '@rental/shared/schemas/invoice-settings';

/** Schedules whose rental name or invoice type contains `term`, ignoring case. */
export function filterInvoiceSettings(
  settings: readonly InvoiceSetting[],
  term: string,
): InvoiceSetting[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...settings];
  return settings.filter(
    (setting) =>
      setting.rentalname.toLowerCase().includes(needle) ||
      setting.settingdata.invoicetype.toLowerCase().includes(needle),
  );
}
