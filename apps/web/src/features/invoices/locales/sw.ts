import type { Translation } from '../../../lib/translation';
import type { invoicesEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const invoicesSw: Translation<typeof invoicesEn> = {
  fields: {
    invoicetype: 'Aina ya Ankara',
    rentalid: 'Jengo',
    billingfrequency: 'Marudio ya Kutoza',
    startdate: 'Tarehe ya Ankara ya Kwanza',
    nextbillingdate: 'Tarehe Ijayo ya Kutoza',
    servicecharge: 'Ada ya Huduma kwa Kila Mpangaji (KES)',
    servicechargeHint: 'Kila mpangaji hutozwa kiasi hiki kwa kila mwezi wa kipindi.',
    invoicemessage: 'Ujumbe',
    messagesw: 'Ujumbe kwa Kiswahili',
    messageswHint:
      'Kwa wapangaji ambao lugha yao ni Kiswahili, na sehemu za kujazwa zile zile. Ukiuacha wazi, watapata ujumbe wa Kiingereza (au ule wa kawaida wa Kiswahili ujumbe ukiwa bado ni wa kawaida).',
    duerule: 'Mwisho wa kulipa',
    dueday: 'Tarehe ya mwezi (1–28)',
    duedaysAfter: 'Siku baada ya tarehe ya ankara (0–90)',
  },
  invoiceTypes: {
    'Rental Invoice Bill': 'Ankara ya Kodi',
    'Water Invoice Bill': 'Ankara ya Maji',
    'Service Charge Bill': 'Ankara ya Ada ya Huduma',
    'Pending Bill': 'Kikumbusho cha Deni',
    'Late Fee': 'Faini ya Kuchelewa',
    'One-off Charge': 'Deni la Mara Moja',
    Deposit: 'Amana',
  },
  frequencies: {
    monthly: 'Kila mwezi',
    quarterly: 'Kila miezi 3',
    'semi-annually': 'Kila miezi 6',
    annually: 'Kila mwaka',
  },
  form: {
    save: 'HIFADHI',
    update: 'SASISHA',
    cancel: 'GHAIRI',
    started:
      'Utozaji ulianza {{date}}: tarehe ya ankara ya kwanza na tarehe ijayo ya kutoza haziwezi kubadilishwa tena.',
    followsStart: 'Ankara ya kwanza hutumwa tarehe ya ankara ya kwanza.',
    noRentals: 'Ongeza jengo na wapangaji wake kabla ya kupanga ratiba ya ankara.',
    addRental: 'Jengo Jipya',
    placeholders: 'Sehemu za kujazwa (bofya ili kuweka mahali kishale kilipo)',
    placeholdersOf: 'Sehemu za kujazwa za {{field}}',
    insert: 'Weka {{placeholder}}',
    unknownPlaceholders_one: 'Sehemu isiyojulikana {{names}}: itatumwa kama ilivyoandikwa.',
    unknownPlaceholders_other: 'Sehemu zisizojulikana {{names}}: zitatumwa kama zilivyoandikwa.',
    resetMessage: 'Tumia ujumbe wa kawaida',
    resetMessageSw: 'Tumia ujumbe wa kawaida wa Kiswahili',
    tenantlinkHint:
      '{tenantlink} huongeza kiungo cha ukurasa wa mpangaji: takriban herufi 50 zaidi, ambazo zinaweza kugharimu sehemu nyingine ya SMS (angalia hakiki).',
    dueHint: 'Ankara zinachelewa baada ya siku hii zisipolipwa kikamilifu.',
    dueExample:
      'Imetozwa {{billed}}: mwisho wa kulipa {{due}}, inachelewa baada ya hapo isipolipwa kikamilifu.',
    pendingBillHint:
      'Kikumbusho cha Deni humkumbusha kila mpangaji anachodaiwa siku ya kutoza; hakiongezi chochote kwenye salio.',
  },
  dueRules: {
    day_of_month: 'Tarehe fulani ya mwezi',
    days_after: 'Siku baada ya tarehe ya ankara',
  },
  dueWords: {
    day_of_month: 'Tarehe {{days}} ya mwezi',
    sameDay: 'Tarehe ya ankara',
    days_after_one: 'Siku {{count}} baada ya tarehe ya ankara',
    days_after_other: 'Siku {{count}} baada ya tarehe ya ankara',
  },
  preview: {
    title: 'Hakiki',
    for: 'Hakiki kwa',
    tenantOption: '{{name}} · Nyumba {{house}}',
    parts_one: 'Sehemu {{count}} ya SMS ({{encoding}}, herufi {{units}})',
    parts_other: 'Sehemu {{count}} za SMS ({{encoding}}, herufi {{units}})',
    languages: { en: 'Kiingereza', sw: 'Kiswahili' },
    fallback: {
      english:
        'Hakuna ujumbe wa Kiswahili: wapangaji wanaosoma Kiswahili watapata maandishi ya Kiingereza.',
      builtInDefault:
        'Hakuna ujumbe wa Kiswahili: wapangaji wanaosoma Kiswahili watapata toleo la Kiswahili la ujumbe wa kawaida.',
    },
    noTenants: 'Jengo hili bado halina wapangaji: hakiki inatumia mifano.',
    chooseRental: 'Chagua jengo ili uhakiki ujumbe kwa mmoja wa wapangaji wake.',
    sampleAmount: 'Kiasi kinachoonyeshwa ni mfano; kila mpangaji hupata chake.',
    amountAtRun:
      'Kiasi hukokotolewa ankara inapotengenezwa, kutoka kwa usomaji na salio la mpangaji.',
    unknownAmount: '[kiasi]',
    unknownBalance: '[salio]',
    sampleName: 'Jane Wanjiku',
    sampleHouse: 'A1',
  },
  paybill: {
    notSet:
      'Nambari yako ya paybill ya M-PESA haijawekwa: jumbe za ankara zimezuiliwa, hazitumwi, hadi uiweke.',
    set: 'Weka paybill',
  },
  list: {
    title: 'Mipangilio ya Ankara',
    search: 'Tafuta ankara',
    searchHint: 'Jina la jengo au aina ya ankara',
    newInvoice: 'Ratiba mpya',
    empty: 'Hakuna ankara zilizoongezwa',
    edit: 'Hariri {{type}} ya {{rental}}',
    delete: 'Futa {{type}} ya {{rental}}',
    actions: 'Vitendo',
  },
  columns: {
    invoicetype: 'Aina ya Ankara',
    rental: 'Jengo',
    billingfrequency: 'Marudio',
    due: 'Mwisho',
    startdate: 'Tarehe ya Kwanza',
    nextbillingdate: 'Tarehe Ijayo',
    lastrunnote: 'Mara ya Mwisho',
  },
  runs: {
    never: 'Bado haijatekelezwa',
    billed_one: 'ankara {{count}} imetolewa',
    billed_other: 'ankara {{count}} zimetolewa',
    skipped: '{{count}} zimerukwa: {{reason}}',
    held: '{{count}} zimezuiliwa: {{reason}}',
    reasons: {
      no_water_reading: 'hakuna usomaji wa maji',
      nothing_owed: 'hakuna deni',
      nothing_to_bill: 'hakuna cha kutoza',
      plan_limit: 'kikomo cha mpango kimefikiwa',
      paybill_not_set: 'paybill haijawekwa',
    },
    on: 'Tarehe ya kutoza {{date}}',
    history: 'Historia',
    historyOf: 'Historia ya utekelezaji wa {{type}} ya {{rental}}',
    historyTitle: 'Historia ya utekelezaji',
    historyEmpty: 'Ratiba hii bado haijatekelezwa.',
    ranAt: 'Ilitekelezwa {{when}}',
    close: 'Funga',
  },
  newInvoice: {
    title: 'Ankara Mpya',
    text: 'Kila mpangaji wa jengo hupokea ankara hii kwa SMS tarehe ya ankara ya kwanza, kisha mara moja kila kipindi cha kutoza.',
    scheduled: 'Ankara mpya imewekwa kwenye ratiba',
  },
  edit: {
    title: 'Hariri ankara ya ratiba',
    updated: 'Ratiba ya ankara imesasishwa',
    notFound: 'Ankara hii ya ratiba haipo au imefutwa.',
  },
  delete: {
    title: 'Futa ankara ya ratiba?',
    text: 'Acha kutuma {{type}} kwa wapangaji wa {{rental}}? Ankara zilizokwisha tumwa zitabaki. Hili haliwezi kutenduliwa.',
    removed: 'Mpangilio wa ankara umeondolewa',
  },
  smsProvider: {
    notSet:
      'Bado hakuna mtoa huduma wa SMS aliyewekwa: ankara na risiti zinahifadhiwa kwenye Jumbe na hazitumwi kwa wapangaji. Weka mtoa huduma kwenye Mipangilio → SMS kisha utume SMS ya majaribio.',
    set: 'WEKA SMS',
  },
  register: {
    title: 'Panga ratiba ya ankara zako',
    text: 'Rental Manager humtumia kila mpangaji ankara yake kwa SMS tarehe unazochagua. Panga ratiba ya kodi, kisha ya maji au ada ya huduma kama unazitoza.',
    add: 'ONGEZA RATIBA',
    added: 'Ankara zilizo kwenye ratiba',
    none: 'Hakuna ankara zilizoongezwa',
    item: '{{frequency}} · ya kwanza {{date}}',
  },
};
