import type { Translation } from '../../../lib/translation';
import type { newPaymentEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const newPaymentSw: Translation<typeof newPaymentEn> = {
  title: 'Malipo ya Kifurushi',
  text: 'Lipia mpango wako wa {{plan}} kwa M-PESA: utapokea ombi kwenye simu yako uweke PIN yako.',
  paidUntil: 'Imelipiwa hadi {{date}}.',
  phonenumber: 'Nambari ya Simu',
  amount: 'Kiasi (KES)',
  amountHint: 'Bei ya kila mwezi ya mpango wa {{plan}}',
  description: 'Maelezo',
  defaultDescription: 'Mpango wa {{plan}}, mwezi 1',
  pay: 'LIPA',
  cancel: 'GHAIRI',
  tryAgain: 'JARIBU TENA',
  done: 'RUDI KWENYE KIFURUSHI',
  enterprise: 'Enterprise hulipiwa kwa makubaliano: wasiliana nasi ili ulipe.',
  loadFailed: 'Mpango wako haukuweza kupakiwa.',
};
