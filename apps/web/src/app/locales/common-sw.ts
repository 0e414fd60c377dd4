import type { Translation } from '../../lib/translation';
import type { commonEn } from './common-en';

/** Kiswahili texts; the keys are those of common-en.ts (tsc checks them). */
export const commonSw: Translation<typeof commonEn> = {
  productName: 'Rental Manager',
  loading: 'Inapakia...',
  dismiss: 'Funga',
  autocomplete: {
    open: 'Fungua orodha',
    close: 'Funga orodha',
    clear: 'Futa',
    noOptions: 'Hakuna kinacholingana',
  },
  retry: 'Jaribu tena',
  offline: {
    title: 'Huna mtandao',
    text: 'Simu hii haina muunganisho wa intaneti sasa. Unganisha kwenye intaneti, kisha ujaribu tena.',
  },
  /** A screen whose code did not download, or that failed (app/screen-error-boundary.tsx). */
  screenFailed: {
    text: 'Ukurasa huu haukuweza kuonyeshwa. Angalia muunganisho wako wa intaneti, kisha pakia ukurasa upya.',
    reload: 'PAKIA UPYA',
  },
  cancel: 'GHAIRI',
  delete: 'FUTA',
  upgradePlan: 'Pandisha mpango',
  scrollHint: 'Telezesha kando kuona zaidi →',
  fields: {
    firstname: 'Jina la Kwanza',
    lastname: 'Jina la Mwisho',
    phonenumber: 'Nambari ya Simu',
    email: 'Email',
  },
  errors: {
    network: 'Imeshindikana kufikia seva. Angalia muunganisho wako kisha ujaribu tena.',
    timeout: 'Seva imechukua muda mrefu kujibu. Jaribu tena.',
    unexpected_response: 'Seva imejibu kwa hitilafu ({{status}}). Jaribu tena.',
    unexpected: 'Kuna tatizo limetokea. Jaribu tena.',
    receipt_recorded: 'Risiti ya M-PESA {{reference}} tayari imerekodiwa.',
    receipt_recorded_payment:
      'Risiti ya M-PESA {{reference}} tayari imerekodiwa: {{amount}} kutoka kwa {{payer}} tarehe {{date}}.',
    receipt_recorded_unallocated:
      'Risiti ya M-PESA {{reference}} tayari imerekodiwa kama malipo yasiyolinganishwa: {{amount}} kutoka kwa {{payer}} tarehe {{date}}. Badala yake, yalinganishe na mpangaji.',
  },
  errorActions: {
    viewPayment: 'Ona malipo',
    unallocated: 'Malipo yasiyolinganishwa',
  },
  comingSoon: {
    title: '{{page}} inakuja hivi karibuni',
    text: 'Sehemu hii ya Rental Manager bado inajengwa. Kila kitu kingine kiko tayari kutumika.',
    backToDashboard: 'Rudi kwenye dashibodi',
  },
  notFound: {
    title: 'Ukurasa haukupatikana',
    text: 'Hakuna ukurasa kwenye anwani hii. Angalia kiungo, au rudi kwenye ukurasa unaoujua.',
    home: 'Ukurasa wa mwanzo',
    dashboard: 'Dashibodi',
  },
};
