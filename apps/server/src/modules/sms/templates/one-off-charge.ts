import type { Language } from '@rental/shared/enums';

/**
 * The SMS of a one-off charge ("Bill now"), in each language, in the invoice template's words
 * and placeholders: what for ({invoicetype} is the landlord's description), how much, by when,
 * whom to pay where (ledger/charge-notice.ts fills it in).
 */
export const oneOffChargeMessages: Record<Language, string> = {
  en:
    'Dear {customername}, {invoicenumber}: {invoicetype}, KES {amount}, due {duedate}. ' +
    'Please pay via MPESA paybill {paybill}, account number {account}. {landlord}',
  sw:
    'Mpendwa {customername}, {invoicenumber}: {invoicetype}, KES {amount}, tarehe ya mwisho ' +
    'ya kulipa {duedate}. Tafadhali lipa kwa M-PESA nambari ya paybill {paybill}, nambari ya ' +
    'akaunti {account}. {landlord}',
};
