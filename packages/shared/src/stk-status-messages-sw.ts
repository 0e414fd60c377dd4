import type { stkStatusMessages } from './stk-status-messages.js';

/**
 * The STK push statuses in Kiswahili, key for key (see stk-status-messages.ts). Terms follow
 * docs/kiswahili-glossary.md; placeholders stay as they are.
 */
export const stkStatusMessagesSw: Record<keyof typeof stkStatusMessages, string> = {
  pending: 'Angalia simu yako na uweke PIN yako ya M-PESA',
  paid: 'Malipo yamepokelewa. Risiti ya M-PESA {{receipt}}',
  paidNoReceipt: 'Malipo yamepokelewa.',
  cancelled: 'Umesitisha ombi la M-PESA.',
  wrongPin: 'PIN ya M-PESA haikuwa sahihi. Jaribu tena.',
  unreachable: 'Simu yako haikupatikana. Hakikisha imewashwa na ina mtandao, kisha ujaribu tena.',
  noAnswer: 'M-PESA haikujibu kwa wakati. Angalia jumbe zako za M-PESA kabla ya kujaribu tena.',
  failed: 'Malipo hayakufanikiwa.',
  reviewing: 'Malipo yako yanakaguliwa kabla ya kurekodiwa. Huhitaji kulipa tena.',
  // M-PESA answers in English: say in Kiswahili that it failed, then its words.
  failedBecause: 'Malipo hayakufanikiwa: {{reason}}',
};
