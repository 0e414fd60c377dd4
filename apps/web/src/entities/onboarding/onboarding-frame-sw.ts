import type { Translation } from '../../lib/translation';
import type { onboardingFrameEn } from './onboarding-frame-en';

/** Kiswahili texts; the keys are those of onboarding-frame-en.ts (tsc checks them). */
export const onboardingFrameSw: Translation<typeof onboardingFrameEn> = {
  stepsLabel: 'Hatua za kuanza',
  stepOf: 'Hatua {{number}} kati ya {{total}}: {{name}}',
  steps: {
    rentals: 'Majengo',
    rooms: 'Aina za vyumba',
    tenants: 'Wapangaji',
    collect_rent: 'Kusanya kodi',
    invoices: 'Ankara',
    subscription: 'Kifurushi',
  },
  next: 'ENDELEA',
  back: 'RUDI',
  finishLater: 'Maliza baadaye',
  added: 'Vilivyoongezwa hadi sasa',
};
