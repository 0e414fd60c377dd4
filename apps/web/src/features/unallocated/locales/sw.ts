import type { Translation } from '../../../lib/translation';
import type { unallocatedEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const unallocatedSw: Translation<typeof unallocatedEn> = {
  title: 'Malipo yasiyolinganishwa',
  text: 'Malipo ya paybill ambayo nambari ya akaunti haikulingana na mpangaji yeyote (au ililingana na zaidi ya mmoja). Chagua mpangaji na ulinganishe: malipo yanarekodiwa na mpangaji anapata risiti.',
  empty: 'Hakuna malipo yasiyolinganishwa',
  loading: 'Inapakia...',
  account: 'Akaunti iliyoandikwa: {{account}}',
  noAccount: 'Hakuna nambari ya akaunti iliyoandikwa',
  payer: 'Yamelipwa na {{name}}',
  tenant: 'Mpangaji',
  assign: 'LINGANISHA',
  assigned: 'Malipo {{ref}} yamelinganishwa na {{name}}',
  sourceStatement: 'taarifa',
  tabsLabel: 'Malipo ya kukagua',
  tabs: {
    unallocated: 'Yasiyolinganishwa',
    held: 'Yanayosubiri ukaguzi',
    heldCount: 'Yanayosubiri ukaguzi ({{count}})',
  },
  held: {
    title: 'Malipo ya M-PESA yanayosubiri ukaguzi',
    text: 'Malipo haya hayakupita ukaguzi wetu, kwa hiyo hayamo kwenye vitabu vyako. Kagua kila moja kwenye taarifa yako ya M-PESA kabla ya kulikubali.',
    empty: 'Hakuna malipo yanayosubiri ukaguzi',
    parked_one:
      'Malipo {{count}} ya M-PESA hayakuweza kurekodiwa baada ya majaribio matatu. Timu yetu imearifiwa na itayaingiza; huhitaji kufanya chochote.',
    parked_other:
      'Malipo {{count}} ya M-PESA hayakuweza kurekodiwa baada ya majaribio matatu. Timu yetu imearifiwa na itayaingiza; huhitaji kufanya chochote.',
    loading: 'Inapakia...',
    receipt: 'Risiti {{transid}}',
    account: 'Akaunti iliyoandikwa: {{account}}',
    payer: 'Yamelipwa na {{name}}',
    paidAt: 'Yalilipwa {{date}}',
    source: {
      c2b: 'Paybill',
      stk: 'Ombi la malipo (STK)',
    },
    reasonsLabel: 'Sababu za kuzuiliwa',
    reasons: {
      source_address: 'Hayakutoka kwenye anwani za M-PESA',
      amount_out_of_range: 'Kiasi kiko nje ya mipaka ya M-PESA (KES 1 hadi 250,000)',
      trans_time: 'Muda wa malipo uko mbali na sasa',
      shortcode: 'Yalilipwa kwa shortcode nyingine',
      stk_amount_mismatch: 'Kiasi kinatofautiana na kilichoombwa',
      stk_receipt_reused: 'Risiti tayari imerekodiwa',
      stk_not_confirmed: 'Rekodi za M-PESA hazikuyathibitisha',
    },
    withDetail: '{{reason}} ({{detail}})',
    asked: 'kiliombwa {{amount}}',
    status: {
      open: 'Yanasubiri',
      accepted: 'Yamekubaliwa',
      rejected: 'Yamekataliwa',
    },
    acceptedBy: 'Yamekubaliwa na {{name}} tarehe {{date}}',
    rejectedBy: 'Yamekataliwa na {{name}} tarehe {{date}}',
    wentToUnallocated: 'yamewekwa kwenye Yasiyolinganishwa',
    viewTransaction: 'Tazama malipo',
    accept: 'KUBALI',
    reject: 'KATAA',
    acceptLabel: 'Kubali {{transid}}',
    rejectLabel: 'Kataa {{transid}}',
    acceptTitle: 'Ukubali {{amount}} ({{transid}})?',
    acceptText:
      'Yakubali tu ikiwa taarifa yako ya M-PESA inaonyesha malipo haya. Kisha yanarekodiwa kama kawaida: kwa mpangaji ambaye akaunti yake imetajwa, au kwenye Yasiyolinganishwa.',
    rejectTitle: 'Ukatae {{amount}} ({{transid}})?',
    rejectText:
      'Yakatae ikiwa taarifa yako ya M-PESA haiyaonyeshi. Hayataingia kwenye vitabu vyako kamwe.',
    acceptedMatched: 'Malipo {{transid}} yamekubaliwa na kurekodiwa',
    acceptedUnallocated: 'Malipo {{transid}} yamekubaliwa: yamewekwa kwenye Yasiyolinganishwa',
    rejected: 'Malipo {{transid}} yamekataliwa',
  },
  import: {
    title: 'Pakia taarifa ya akaunti ya paybill',
    text: 'Kwa paybill ya benki, au kufidia arifa zilizokosekana: pakia taarifa ya akaunti ya M-PESA (CSV) yenye Receipt No., Completion Time, A/C No. au Details, na Paid In. Risiti ambazo tayari zimerekodiwa zinarukwa.',
    choose: 'CHAGUA FAILI LA CSV',
    result:
      'Yamelinganishwa na wapangaji: {{matched}}, hayajalinganishwa: {{unallocated}}, yalikuwa yamerekodiwa: {{duplicates}}',
    verifiedNote: 'Malipo yaliyomo kwenye taarifa hii yamethibitishwa na M-PESA.',
    missingTitle_one: 'Malipo {{count}} ya M-PESA kwenye vitabu vyako hayapo kwenye taarifa hii',
    missingTitle_other: 'Malipo {{count}} ya M-PESA kwenye vitabu vyako hayapo kwenye taarifa hii',
    missingText:
      'Yalirekodiwa kati ya malipo ya kwanza na ya mwisho ya taarifa hii. Yakague kwenye taarifa yako ya M-PESA au na Safaricom: malipo ambayo M-PESA haiyajui huenda si halisi.',
    missingLine: '{{transid}} · {{amount}} · {{date}}',
    rowError: 'Safu {{row}}: {{message}}',
  },
};
