import type { PaymentWordsCatalogue } from './payment-words.js';

/** Kiswahili words of payments (terms: docs/kiswahili-glossary.md). */
export const paymentWordsTextsSw: PaymentWordsCatalogue = {
  modes: { Cash: 'Pesa taslimu', Cheque: 'Hundi', Bank: 'Benki', MPESA: 'M-PESA' },
  descriptions: {
    mpesaPaybill: 'kupitia paybill, kutoka kwa {{payer}}',
    stkRent: 'Kodi',
  },
};
