import type { Translation } from '../../../lib/translation';
import type { onboardingEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const onboardingSw: Translation<typeof onboardingEn> = {
  subscription: {
    title: 'Chagua mpango wako',
    description:
      'Kila mpango unaanza na mwezi mmoja bila malipo. Chagua mpango sasa, au endelea: mwezi wako wa bure utakuwa kwenye mpango wa Individual (majengo 2, wapangaji 20) na unaweza kuchagua baadaye kwenye Mipangilio.',
    includes: 'Kila mpango unajumuisha: {{list}}.',
    finish: 'NENDA KWENYE DASHIBODI',
  },
};
