import type { Translation } from '../../lib/translation';
import type { planInclusionsEn } from './plan-inclusions-en';

/** Kiswahili texts; the keys are those of plan-inclusions-en.ts (tsc checks them). */
export const planInclusionsSw: Translation<typeof planInclusionsEn> = {
  '1 month free usage': 'Mwezi 1 wa matumizi bila malipo',
  'Detailed reports': 'Ripoti za kina',
  'MPESA rent collection': 'Kukusanya kodi kwa MPESA',
  'Automatic reconciliation': 'Malipo yanalinganishwa na ankara yenyewe',
  '24/7 support': 'Msaada saa 24, siku 7',
  'Web and mobile access': 'Kwenye kompyuta na simu',
};
