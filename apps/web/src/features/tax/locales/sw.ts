import type { Translation } from '../../../lib/translation';
import type { taxEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const taxSw: Translation<typeof taxEn> = {
  title: 'KRA: kodi ya mapato ya kupangisha (MRI)',
  text: 'Kodi ya mapato ya kila mwezi ya kupangisha (Monthly Rental Income) juu ya kodi ya nyumba za makazi iliyopokelewa katika mwezi, imepangwa jinsi iTax inavyoitaka. Huwasilishwa na kulipwa kufikia tarehe 20 ya mwezi unaofuata.',
  allRentals: 'Majengo yote',
  summary: {
    label: 'Ritani',
    heading: 'Ritani ya {{month}}',
    landlord: 'Mwenye nyumba',
    krapin: 'KRA PIN ya mwenye nyumba',
    noKrapin: 'Haijarekodiwa: iongeze kwenye ukurasa wa Wenye nyumba',
    month: 'Mwezi',
    properties: 'Majengo ya makazi',
    gross: 'Kodi yote ya nyumba iliyopokelewa',
    rate: 'Kiwango',
    rateValue: '{{rate}}%',
    tax: 'Ushuru wa kulipa',
    due: 'Tarehe ya mwisho ya kulipa',
    dueBy: 'Lipa kufikia {{date}}',
    nil: 'NIL',
    nilText: 'Ritani ya NIL: hakuna kilichopokelewa — bado unapaswa kuwasilisha ritani ya NIL',
  },
  properties: {
    title: 'Kodi ya nyumba iliyopokelewa kwa kila jengo',
    label: 'Kodi ya nyumba za makazi iliyopokelewa kwa kila jengo',
    property: 'Jengo',
    lrnumber: 'Nambari ya LR au ploti',
    gross: 'Kodi yote ya nyumba',
    inKes: '{{column}} (KES)',
    total: 'Jumla',
    noLrnumber: 'Hakuna nambari ya LR',
    empty: 'Hakuna majengo ya makazi. Majengo ni ya makazi isipokuwa yamewekwa kuwa ya biashara.',
  },
  commercial: {
    title: 'Haiko chini ya MRI (biashara)',
    text: 'Kodi ya nyumba za biashara haiko chini ya ushuru wa MRI: imeachwa nje ya ritani hii.',
    label: 'Kodi ya nyumba za biashara iliyopokelewa kwa kila jengo',
  },
  excluded: {
    title: 'Imeachwa nje ya ritani',
    text: 'Maji, ada ya huduma, malipo mengine, amana na pesa za amana zilizokatwa kwa jambo lolote isipokuwa kodi ya nyumba isiyolipwa si kodi ya nyumba, kwa hiyo zimeachwa nje',
    water: 'Maji',
    servicecharge: 'Ada ya huduma',
    other: 'Malipo mengine',
    deposits: 'Amana',
    keptfromdeposits: 'Kilichokatwa kutoka amana (si kwa kodi ya nyumba)',
  },
  band: {
    title: 'Tangu mwanzo wa mwaka',
    yearToDate: 'Kodi ya nyumba za makazi iliyopokelewa {{from}} hadi {{to}}',
    range: 'Kiwango cha MRI (kwa mwaka)',
    below:
      'Chini ya kiwango cha MRI hadi sasa: MRI ni kwa kodi ya nyumba za makazi inayozidi {{min}} kwa mwaka. Mwaka mzima ukibaki chini ya kiasi hicho au sawa nacho, uliza KRA kama unahitaji kuwasilisha ritani.',
    above:
      'Juu ya kiwango cha MRI: kodi ya nyumba za makazi inayozidi {{max}} kwa mwaka hutozwa kodi ya mapato ya kawaida, si MRI. Zungumza na mshauri wako wa ushuru.',
  },
  filing: {
    title: 'Kuwasilisha',
    filed: 'Imewasilishwa: PRN {{prn}} ililipwa {{date}}',
    notFiled:
      'Bado haijarekodiwa. Ukishawasilisha na kulipa kwenye iTax, rekodi nambari ya hati ya malipo (PRN) hapa.',
    notEnded: 'Ritani inaweza kurekodiwa baada ya {{month}} kuisha (kuanzia {{date}}).',
    prn: 'PRN (nambari ya hati ya malipo)',
    paidon: 'Tarehe ya kulipa',
    record: 'REKODI RITANI',
    save: 'HIFADHI',
    edit: 'Hariri',
    cancel: 'GHAIRI',
    recorded: 'Ritani ya {{month}} imerekodiwa',
  },
  export: {
    fileName: 'kra-mri-{{month}}',
    fileNameLandlord: 'kra-mri-{{month}}-{{name}}',
    pdfTitle: 'Ritani ya MRI',
    documentTitle: 'Ritani ya MRI {{month}}',
    yearToDate: 'Tangu mwanzo wa mwaka',
    filing: 'Kuwasilisha',
    notFiled: 'Haijarekodiwa',
    nilReturn: 'Ritani ya NIL',
    excluded:
      'Zimeachwa nje (si kodi ya nyumba): maji {{water}}, ada ya huduma {{servicecharge}}, malipo mengine {{other}}, amana {{deposits}}, kilichokatwa kutoka amana {{keptfromdeposits}}.',
    commercial: 'Haiko chini ya MRI (biashara): {{name}}, {{amount}}.',
  },
};
