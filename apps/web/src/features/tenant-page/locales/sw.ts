import type { Translation } from '../../../lib/translation';
import type { tenantPageEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const tenantPageSw: Translation<typeof tenantPageEn> = {
  documentTitle: 'Akaunti yako ya kodi',
  language: 'Lugha',
  loading: 'Tunafungua ukurasa wako...',
  loadFailed: 'Ukurasa wako haukufunguka. Angalia mtandao wako kisha ujaribu tena.',
  retry: 'JARIBU TENA',
  hello: 'Habari, {{name}}',
  house: 'Nyumba {{house}}, {{rental}}',
  movedOut: 'Ulihama tarehe {{date}}',
  balance: {
    title: 'Salio lako',
    finalTitle: 'Salio lako la mwisho',
    owing: 'Hiki ndicho kiasi unachodaiwa sasa.',
    ahead: 'Umelipa {{amount}} mapema.',
    cleared: 'Huna deni lolote. Asante!',
    depositHeld: 'Amana iliyoshikiliwa na mwenye nyumba',
  },
  pay: {
    button: 'LIPA KWA M-PESA',
    title: 'Lipa kwa M-PESA',
    text: 'M-PESA itatuma ombi kwa simu utakayochagua hapa. Weka PIN yako ya M-PESA kwenye simu hiyo ili kulipa.',
    amount: 'Kiasi (KES)',
    atMost: 'Kisichozidi {{amount}}',
    phone: 'Simu ya kupokea ombi',
    phones: {
      own: 'Simu yako, {{phone}}',
      paysfrom: 'Simu inayokulipia, {{phone}}',
    },
    phoneHint:
      'Ni simu alizohifadhi mwenye nyumba wako tu. Kulipa kutoka simu nyingine, mwombe mwenye nyumba aiongeze.',
    phoneRequired: 'Chagua simu ya kupokea ombi',
    amountRequired: 'Weka kiasi cha kulipa',
    amountPositive: 'Weka kiasi kilicho juu ya sifuri',
    amountWhole: 'M-PESA hupokea shilingi nzima: usiweke senti',
    amountAboveBalance: 'Kisichozidi salio lako, {{amount}}',
    send: 'TUMA OMBI',
    sending: 'INATUMA...',
    cancel: 'GHAIRI',
    close: 'FUNGA',
    refresh: 'ONYESHA UPYA',
    refreshing: 'INAONYESHA UPYA...',
    refreshHint:
      'Ukishaweka PIN yako, bonyeza onyesha upya uone salio lako jipya. Huenda ikachukua dakika moja.',
    notYet:
      'Malipo bado hayajafika. Kama umeweka PIN yako, subiri kidogo kisha uonyeshe upya tena.',
    received: 'Malipo yamepokelewa.',
    balanceNow: 'Salio lako sasa ni {{balance}}.',
    errors: {
      rateLimited: 'Umejaribu mara nyingi mno. Subiri dakika moja, kisha ujaribu tena.',
      phoneLimit:
        'Simu hii imepata maombi {{count}} katika saa moja iliyopita, idadi ya juu inayoruhusiwa. Jaribu tena baadaye, au lipa kwa paybill.',
      upstream: 'M-PESA haikutuma ombi. Angalia nambari ya simu kisha ujaribu tena.',
      other: 'Malipo hayakuweza kuanzishwa.',
    },
  },
  payTo: {
    title: 'Jinsi ya kulipa',
    steps: 'Kwenye M-PESA chagua Lipa na M-PESA, kisha Pay Bill, na uweke:',
    paybill: 'Nambari ya paybill',
    account: 'Nambari ya akaunti',
    amount: 'Kiasi',
    notSet:
      'Mwenye nyumba wako bado hajaweka nambari ya paybill. Mpigie simu umuulize jinsi ya kulipa.',
    copy: 'NAKILI',
    copyLabel: 'Nakili {{what}}',
    copied: '{{what}} imenakiliwa',
    selected: 'Imechaguliwa: bonyeza na ushikilie ili kunakili',
  },
  landlord: {
    title: 'Mwenye nyumba wako',
    call: 'Piga simu {{phone}}',
  },
  statement: {
    title: 'Taarifa ya akaunti',
    finalTitle: 'Taarifa ya mwisho ya akaunti',
    download: 'PAKUA TAARIFA YA AKAUNTI (PDF)',
    downloading: 'INAANDAA...',
    empty: 'Bado hakuna ankara wala malipo.',
    reference: 'Rejea {{reference}}',
    kinds: {
      opening: 'Salio la mwanzo',
      invoice: 'Ankara',
      payment: 'Malipo',
      credit_note: 'Hati ya punguzo',
      payment_reversal: 'Malipo yamebatilishwa',
    },
    reversed: 'Yamebatilishwa',
    columns: {
      date: 'Tarehe',
      description: 'Maelezo',
      charged: 'Deni',
      paid: 'Malipo',
      balance: 'Salio',
      document: 'PDF',
    },
    invoicePdf: 'Ankara (PDF)',
    receiptPdf: 'Risiti (PDF)',
    invoicePdfLabel: 'Pakua ankara {{reference}} (PDF)',
    receiptPdfLabel: 'Pakua risiti {{reference}} (PDF)',
    downloadFailed: 'PDF haikuweza kutengenezwa. Jaribu tena.',
  },
  deposit: {
    title: 'Amana',
  },
  expired: {
    title: 'Kiungo hiki hakifanyi kazi tena',
    text: 'Muombe mwenye nyumba wako akupe kiungo kipya cha ukurasa wako.',
  },
};
