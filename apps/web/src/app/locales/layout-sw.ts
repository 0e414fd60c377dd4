import type { Translation } from '../../lib/translation';
import type { layoutEn } from './layout-en';

/** Kiswahili texts; the keys are those of layout-en.ts (tsc checks them). */
export const layoutSw: Translation<typeof layoutEn> = {
  navLabel: 'Menyu kuu',
  openMenu: 'Fungua menyu',
  notifications: 'Arifa',
  notificationsUnread_one: 'Arifa: {{count}} haijasomwa',
  notificationsUnread_other: 'Arifa: {{count}} hazijasomwa',
  noNotifications: 'Hakuna arifa mpya',
  unread: 'Mpya',
  markAllRead: 'Weka zote kuwa zimesomwa',
  waitingCount_one: 'Malipo {{count}} yanasubiri',
  waitingCount_other: 'Malipo {{count}} yanasubiri',
  scheduleOf: '{{type}} ya {{name}}',
  notificationTexts: {
    unallocated_payments: 'Malipo ya M-PESA yanayosubiri kulinganishwa na mpangaji: {{count}}',
    payments_held: 'Malipo ya M-PESA yaliyozuiliwa ili uyakague kwenye taarifa yako: {{count}}',
    payments_parked: 'Malipo ya M-PESA yasiyoweza kuingizwa (tunayashughulikia): {{count}}',
    sms_failed: 'Jumbe zilizoshindwa kutumwa: {{count}}',
    sms_held: 'Jumbe zilizozuiliwa hadi paybill iwekwe: {{count}}',
    sms_waiting: 'Jumbe zinazosubiri kutumwa: {{count}}',
    schedule_skipped: 'Ratiba ya {{schedule}} ya tarehe {{date}} iliruka wapangaji: {{count}}',
    // {{resource}} is "rentals" or "tenants": the nesting shows its Kiswahili page name.
    plan_limit: '$t(pages.{{resource}}): umetumia {{used}} kati ya {{limit}} kwenye mpango wako',
    period_ending: 'Mpango wako umelipiwa hadi {{date}}. Lipia tena ili ankara ziendelee kutumwa.',
    period_ended: 'Mpango wako uliisha {{date}}. Lipia tena ili ankara ziendelee kutumwa.',
    go_live_paybill: 'Weka paybill yako ili ankara ziwaeleze wapangaji mahali pa kulipa',
    go_live_sms: 'Weka mtoa huduma wa SMS na utume SMS ya majaribio: jumbe hazitumwi hadi hapo',
    go_live_callbacks: 'Unganisha M-PESA na Rental Manager ili malipo yalinganishwe',
    go_live_schedule: 'Unda ratiba yako ya kwanza ya ankara',
    go_live_reading: 'Rekodi usomaji wa kwanza wa mita za maji kwa ankara zako za maji',
    mri_due:
      'Ritani ya KRA ya kodi ya mapato ya kupangisha ya {{month}} inatakiwa kufikia {{date}}',
    mri_overdue:
      'Ritani za KRA za kodi ya mapato ya kupangisha ambazo hazijarekodiwa kuwa zimewasilishwa: {{count}}, kuanzia {{month}}',
    lease_expiring:
      'Mkataba wa {{tenant}} ({{house}}) unaisha tarehe {{date}}: uufanye upya au mkubaliane kuhusu kuhama',
    lease_lapsed:
      'Mkataba wa {{tenant}} ({{house}}) uliisha tarehe {{date}} bila kufanywa upya: upangaji sasa ni wa mwezi kwa mwezi',
    unit_vacant: '{{house}} katika {{rental}} imekuwa wazi tangu {{date}}: zaidi ya siku {{days}}',
    etims_failed:
      'Ankara na hati za punguzo ambazo KRA eTIMS haikupokea: {{count}}. Angalia sababu na utume tena.',
  },
  help: 'Msaada',
  profile: 'Wasifu',
  signOut: 'Toka',
  suspended: {
    title: 'Akaunti hii imesimamishwa',
    reason: 'Sababu: {{reason}}',
    text: 'Bado unaweza kusoma taarifa zako, lakini hakuna kinachoweza kubadilishwa hadi akaunti iwashwe tena. Ili iwashwe tena, wasiliana na huduma kwa wateja:',
  },
  notForRole: {
    title: 'Si kwa jukumu lako',
    text: 'Jukumu lako katika akaunti hii halijumuishi skrini hii. Ukiihitaji, muombe mmiliki wa akaunti abadilishe jukumu lako.',
    home: 'Nenda kwa {{page}}',
  },
  pages: {
    dashboard: 'Dashibodi',
    landlords: 'Wenye Nyumba',
    rentals: 'Majengo',
    tenants: 'Wapangaji',
    arrears: 'Malimbikizo',
    waterReadings: 'Usomaji wa Maji',
    repairs: 'Matengenezo',
    transactions: 'Miamala',
    expenses: 'Gharama',
    messages: 'Jumbe',
    settings: 'Mipangilio',
    profile: 'Wasifu',
    newTenant: 'Mpangaji Mpya',
    newRental: 'Jengo Jipya',
    newTransaction: 'Malipo ya Kodi',
    unallocated: 'Malipo Yasiyolinganishwa',
    reports: 'Ripoti',
    newPayment: 'Malipo ya Kifurushi',
    newReading: 'Usomaji Mpya',
    newInvoice: 'Ankara Mpya',
    operator: 'Kituo cha Mwendeshaji',
  },
};
