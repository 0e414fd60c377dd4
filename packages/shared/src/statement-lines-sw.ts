import type { StatementLineCatalogue } from './statement-lines.js';

/** Kiswahili texts of statement lines (terms: docs/kiswahili-glossary.md). */
export const statementLineTextsSw: StatementLineCatalogue = {
  openingRent: 'Salio la mwanzo la kodi',
  openingWater: 'Salio la mwanzo la maji',
  invoice: '{{invoicetype}}, {{month}}',
  lateFeeOn: 'Faini ya kuchelewa kwa {{invoicenumber}}',
  creditNote: 'Hati ya punguzo: {{reason}}',
  creditNoteOn: 'Hati ya punguzo kwa {{invoicenumber}}: {{reason}}',
  fromDeposit: 'Kutoka kwenye amana: {{reason}}',
  moveOutCredit: 'Kodi ya baada ya tarehe ya kuhama imerudishwa kwa {{invoicenumber}}',
  payment: 'Malipo ya {{paymentmode}}: {{description}}',
  paymentWithDeposit:
    'Malipo ya {{paymentmode}}: {{description}} ({{depositheld}} imeshikiliwa kama amana)',
  paymentReversed: 'Malipo ya {{paymentmode}}: {{description}} (yamebatilishwa)',
  paymentReversal: 'Ubatilishaji wa malipo {{paymentreference}}: {{reason}}',
  depositCharge: 'Amana imetozwa',
  depositReceived: 'Malipo ya {{paymentmode}} yaliyoshikiliwa kama amana',
  depositDeduction: 'Imekatwa: {{reason}}',
  depositRefund: 'Imerudishwa kwa {{paymentmode}}',
  deductionUnpaidRent: 'Kodi isiyolipwa',
  deductionWater: 'Maji',
  deductionDamage: 'Uharibifu',
  deductionCleaning: 'Usafi',
  deductionOther: 'Nyingine',
  deductionWithNote: '{{reason}}: {{note}}',
  invoiceFinalWater: 'Maji hadi usomaji wa mwisho wa mita',
  invoiceMoveInRentOne: 'Kodi ya siku {{count}} tangu kuhamia',
  invoiceMoveInRentMany: 'Kodi ya siku {{count}} tangu kuhamia',
};
