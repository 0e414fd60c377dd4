/**
 * The form in which house and meter numbers are compared: trimmed, spaces and hyphens
 * dropped, case ignored. M-PESA account numbers (BillRefNumber) are matched to house numbers
 * the same way, so ' a-1 ' and 'A1' are one house and can never both exist in a rental.
 */
export function accountRefKey(value: string): string {
  return value
    .trim()
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

/**
 * What a tenant types as the M-PESA account number. At the landlord's own paybill it is the
 * house number; at a bank's paybill (shared by many customers) it is the landlord's account
 * number, then '#', then the house number ("1234567#A4"), the form Kenyan banks accept so the
 * statement shows which house paid.
 */
export function paybillAccount(houseNumber: string, bankAccountNumber = ''): string {
  return bankAccountNumber ? `${bankAccountNumber}#${houseNumber}` : houseNumber;
}

/**
 * The house key in what a payer typed: accountRefKey of it, without the landlord's bank account
 * number and the '#' when present ("1234567 # a-4" → "A4").
 */
export function houseKeyFromBillRef(billRef: string, bankAccountNumber = ''): string {
  const key = accountRefKey(billRef);
  const account = accountRefKey(bankAccountNumber);
  const withoutAccount = account && key.startsWith(account) ? key.slice(account.length) : key;
  const afterHash = withoutAccount.includes('#')
    ? withoutAccount.slice(withoutAccount.lastIndexOf('#') + 1)
    : withoutAccount;
  return afterHash;
}
