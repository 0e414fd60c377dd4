import type { Translation } from '../../../lib/translation';
import type { teamEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const teamSw: Translation<typeof teamEn> = {
  title: 'Timu',
  text: 'Kila mtu anayeingia kwenye akaunti hii. Wanatimu wanashiriki taarifa zake; mmiliki pekee ndiye anayesimamia mpango, mipangilio na timu.',
  ownerOnly: 'Mmiliki wa akaunti pekee ndiye anayeweza kualika au kuondoa wanatimu.',
  empty: 'Bado hakuna watumiaji',
  listLabel: 'Wanatimu',
  roles: {
    owner: 'Mmiliki',
    manager: 'Meneja',
    accountant: 'Mhasibu',
    caretaker: 'Msimamizi wa jengo',
  },
  statuses: { active: 'Inatumika', inactive: 'Imezimwa' },
  access: {
    role: 'Jukumu',
    roleHelp: {
      manager: 'Kila kitu isipokuwa mpango, timu na kufuta akaunti.',
      accountant:
        'Malipo, ankara, matumizi, ripoti, kodi na kupakua taarifa. Anaona wapangaji lakini hawezi kuwabadilisha.',
      caretaker:
        'Majengo, wapangaji (bila salio wala nambari za kitambulisho), usomaji wa mita za maji na viungo vya ukurasa wa mpangaji. Hakuna pesa.',
    },
    rentals: 'Majengo',
    rentalsHelp:
      'Usichague yoyote kwa majengo yote, au chagua majengo anayoshughulikia mwanatimu huyu.',
    allRentals: 'Majengo yote',
    someRentals_one: 'Jengo {{count}}',
    someRentals_other: 'Majengo {{count}}',
    rentalsOf: 'Majengo: {{rentals}}',
    change: 'BADILISHA JUKUMU',
    changeLabel: 'Badilisha jukumu la {{name}}',
    title: 'Jukumu la {{name}}',
    text: 'Anachoweza kufanya mwanatimu huyu, na kwenye majengo yapi. Inaanza kutumika kwenye skrini yake inayofuata.',
    cancel: 'GHAIRI',
    save: 'HIFADHI',
    saved: 'Jukumu la {{name}} limehifadhiwa',
  },
  invitation: {
    pending: 'Mwaliko unasubiri hadi {{time}}',
    expired: 'Muda wa mwaliko umeisha',
  },
  you: '(wewe)',
  resend: 'TUMA MSIMBO TENA',
  resendLabel: 'Mtumie {{name}} msimbo tena',
  remove: 'ONDOA',
  removeLabel: 'Ondoa {{name}}',
  removeTitle: 'Ondoa {{name}}?',
  removeText:
    'Atatolewa kwenye akaunti mara moja na hataweza kuingia tena. Miamala aliyorekodi itabaki na jina lake.',
  removed: 'Mwanatimu ameondolewa',
  resetPin: 'WEKA PIN UPYA',
  resetPinLabel: 'Weka upya PIN ya {{name}}',
  resetPinTitle: 'Weka upya PIN ya {{name}}?',
  resetPinText:
    'Kwa mwanatimu aliyesahau PIN yake: inaacha kufanya kazi sasa hivi, anatolewa kwenye akaunti, na anapata SMS yenye msimbo wa kuweka PIN mpya kwenye /join.',
  pinReset:
    'PIN imewekwa upya. Mwanatimu ametolewa kwenye akaunti na atapata SMS yenye msimbo wa kuweka PIN mpya.',
  invite: {
    title: 'Alika mwanatimu',
    text: 'Mwanatimu mpya anapata SMS yenye msimbo, unaofanya kazi kwa dakika 10, wa kuweka PIN yake kwenye /join.',
    submit: 'ALIKA MWANATIMU',
    invited: 'Mwanatimu amealikwa. Atapata SMS yenye msimbo wa kuweka PIN yake.',
    resent: 'Msimbo mpya umetumwa kwa SMS.',
  },
  join: {
    title: 'Jiunge na timu yako',
    intro:
      'Weka nambari yako ya simu, msimbo wa tarakimu 6 kutoka kwa SMS na uchague PIN ya tarakimu 4. Utaingia kwa nambari yako ya simu na PIN hii.',
    code: 'Msimbo kutoka kwa SMS',
    pin: 'PIN Mpya',
    confirmpin: 'Thibitisha PIN',
    submit: 'WEKA PIN NA UINGIE',
    haveAccount: 'Tayari umeweka PIN yako?',
    signIn: 'Ingia',
  },
};
