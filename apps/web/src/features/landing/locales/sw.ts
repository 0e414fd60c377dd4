import { supportContact } from '../../../lib/support-contact';
import type { Translation } from '../../../lib/translation';
import type { landingEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const landingSw: Translation<typeof landingEn> = {
  brand: 'Rental Manager',
  homeLink: 'Ukurasa wa mwanzo wa Rental Manager',
  description:
    'Usimamizi wa nyumba za kupangisha kwa wenye nyumba na mawakala nchini Kenya: ankara kwa SMS, kukusanya kodi kwa M-PESA na kulinganisha malipo kiotomatiki.',
  nav: {
    label: 'Menyu kuu',
    menu: 'Menyu',
    skipToContent: 'Ruka hadi maudhui makuu',
    home: 'Mwanzo',
    whyUs: 'Kwa Nini Sisi',
    pricing: 'Bei',
    contact: 'Wasiliana Nasi',
    help: 'Msaada',
    signIn: 'Ingia',
    tryFree: 'Jaribu Bure',
  },
  hero: {
    eyebrow: 'Kwa wenye nyumba na mawakala nchini Kenya',
    // U+2011 (non-breaking hyphen) keeps M-PESA on one line in the large headline.
    title: 'Tuma ankara za kodi kwa SMS. Pokea kodi kwa M\u2011PESA.',
    lead: 'Rental Manager humtumia kila mpangaji ankara yake kwa SMS, hukusanya kodi kupitia paybill yako ya M-PESA na hulinganisha kila malipo na mpangaji sahihi kiotomatiki. Hakuna tena kufuatilia risiti wala kulinganisha taarifa za akaunti kwa mkono.',
    trial_one: 'Kila mpango unaanza na mwezi {{count}} bila malipo.',
    trial_other: 'Kila mpango unaanza na miezi {{count}} bila malipo.',
    preview: {
      label: 'Mfano wa ankara kwa SMS na malipo ya M-PESA yaliyolinganishwa',
      smsFrom: 'SMS kwa Jane Wanjiku',
      sms: 'Habari Jane, kodi yako ya Machi ya Nyumba B4 ni {{amount}}. Lipa kwa M-PESA paybill, akaunti B4.',
      paymentTitle: 'Malipo ya M-PESA yamepokelewa',
      paymentDetail: '{{amount}} kutoka kwa Jane Wanjiku',
      matched: 'Yamelinganishwa na Nyumba B4',
      balance: 'Salio: {{amount}}',
    },
  },
  features: {
    title: 'Kwa nini wenye nyumba huchagua Rental Manager',
    intro:
      'Kila kitu unachohitaji kuwatoza wapangaji, kukusanya kodi na kujua kila shilingi iko wapi.',
    invoiceBilling: {
      title: 'Ankara kiotomatiki',
      text: 'Weka ratiba ya ankara za kodi na maji mara moja tu. Kila mpangaji hupokea ankara yake kwa SMS siku ya kulipa inapofika.',
    },
    paymentTracking: {
      title: 'Kufuatilia malipo',
      text: 'Wapangaji hulipa kwa paybill yako ya M-PESA, na kila malipo hulinganishwa na mpangaji na ankara sahihi kiotomatiki.',
    },
    reporting: {
      title: 'Ripoti',
      text: 'Ona kodi iliyokusanywa, salio na malimbikizo ya kila jengo kwa mtazamo mmoja, na pakua jedwali au ankara yoyote kama PDF.',
    },
    rentalManagement: {
      title: 'Usimamizi wa majengo',
      text: 'Weka majengo, aina za vyumba, wapangaji na usomaji wa mita za maji mahali pamoja, tayari kwa mzunguko ujao wa ankara.',
    },
    accessibility: {
      title: 'Tumia popote',
      text: 'Inafanya kazi kwenye kivinjari cha simu, tablet au kompyuta yoyote, ili uweze kuangalia majengo yako ukiwa popote.',
    },
  },
  pricing: {
    title: 'Bei nafuu kwa shilingi za Kenya',
    intro:
      'Chagua mpango unaoendana na mali yako leo, na uupandishe kadiri biashara yako inavyokua.',
    perMonth: 'kwa mwezi',
    contactPrice: 'Wasiliana nasi',
    contactPriceNote: 'Bei kwa makubaliano na timu yetu',
    limitsLabel: 'Vikomo vya mpango wa {{plan}}',
    customized: 'Maalum',
    startTrial: 'Anza majaribio bila malipo',
    contactUs: 'Wasiliana nasi',
    includedTitle: 'Kila mpango unajumuisha',
    limits: {
      users: 'Watumiaji',
      rentals: 'Majengo',
      tenants: 'Wapangaji',
      invoicesPerMonth: 'Ankara kwa mwezi',
    },
    taglines: {
      individual: 'Kwa mwenye nyumba mwenye jengo moja au mawili.',
      standard: 'Kwa wenye nyumba wanaokua na kampuni ndogo za uwakala.',
      enterprise: 'Kwa mawakala wanaosimamia majengo mengi.',
    },
  },
  contact: {
    title: 'Zungumza na timu yetu',
    intro:
      'Una maswali kuhusu mipango, jinsi ya kuanza au kuweka paybill yako ya M-PESA? Timu yetu iko tayari kukusaidia.',
    emailLabel: 'Email',
    phoneLabel: 'Simu',
    officeLabel: 'Ofisi',
    email: supportContact.email,
    phone: supportContact.phone,
    location: 'Nairobi, Kenya',
  },
  footer: {
    ownership:
      'Rental Manager inamilikiwa kikamilifu na kusambazwa na Rental Manager Technologies Limited.',
    copyright: '© {{year}} Rental Manager Technologies Limited. Haki zote zimehifadhiwa.',
    quickLinks: 'Viungo vya haraka',
    contactTitle: 'Mawasiliano',
    socialTitle: 'Tufuate',
    socialLabel: '{{network}} (hufunguka kwenye kichupo kipya)',
    privacy: 'Ilani ya faragha',
    terms: 'Masharti ya matumizi',
  },
};
