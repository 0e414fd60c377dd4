/** How an invoice number is shown on bills, screens and SMS: 123 → "INV-000123". */
export function invoiceNumberLabel(number: number): string {
  return `INV-${String(number).padStart(6, '0')}`;
}
