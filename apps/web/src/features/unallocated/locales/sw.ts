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
  import: {
    title: 'Pakia taarifa ya akaunti ya paybill',
    text: 'Kwa paybill ya benki, au kufidia arifa zilizokosekana: pakia taarifa ya akaunti ya M-PESA (CSV) yenye Receipt No., Completion Time, A/C No. au Details, na Paid In. Risiti ambazo tayari zimerekodiwa zinarukwa.',
    choose: 'CHAGUA FAILI LA CSV',
    result:
      'Yamelinganishwa na wapangaji: {{matched}}, hayajalinganishwa: {{unallocated}}, yalikuwa yamerekodiwa: {{duplicates}}',
    rowError: 'Safu {{row}}: {{message}}',
  },
};
