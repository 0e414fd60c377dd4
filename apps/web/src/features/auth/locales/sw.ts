import type { Translation } from '../../../lib/translation';
import type { authEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const authSw: Translation<typeof authEn> = {
  brand: {
    tagline: 'Ankara za kodi kwa SMS, kodi kupitia M-PESA, na hesabu tunakulinganishia.',
    points: {
      invoices: 'Ankara hutumwa kwa kila mpangaji kwa SMS',
      payments: 'Malipo ya M-PESA hulinganishwa na mpangaji sahihi',
      reports: 'Salio na malimbikizo ya kila jengo kwa mtazamo mmoja',
    },
  },
  fields: {
    accounttype: 'Aina ya Akaunti',
    pin: 'PIN',
    userPin: 'PIN ya Mtumiaji',
  },
  accountTypes: {
    Agent: 'Wakala',
    Landlord: 'Mwenye Nyumba',
  },
  signIn: {
    title: 'Ingia',
    intro: 'Karibu tena. Weka nambari yako ya simu na PIN ya tarakimu 4.',
    submit: 'INGIA',
    noAccount: 'Hujajisajili na Rental Manager?',
    getStarted: 'Anza Sasa',
    forgotPin: 'Umesahau PIN?',
  },
  forgotPin: {
    title: 'Umesahau PIN yako?',
    intro: 'Weka nambari ya simu unayoingia nayo. Tutakutumia msimbo wa tarakimu 6 kwa SMS.',
    send: 'TUMA MSIMBO',
    codeTitle: 'Weka PIN mpya',
    codeIntro:
      'Weka msimbo wa tarakimu 6 uliotumwa kwa SMS na uchague PIN mpya ya tarakimu 4. Msimbo unafanya kazi kwa dakika 10.',
    sent: 'Ikiwa {{phonenumber}} imesajiliwa, tumetuma msimbo kwa SMS.',
    resent: 'Ikiwa nambari hii imesajiliwa, tumetuma msimbo mpya kwa SMS.',
    code: 'Msimbo kutoka kwa SMS',
    newpin: 'PIN Mpya',
    confirmpin: 'Thibitisha PIN Mpya',
    submit: 'WEKA PIN MPYA NA UINGIE',
    resend: 'TUMA MSIMBO TENA',
    changeNumber: 'Tumia nambari nyingine',
    remembered: 'Umekumbuka PIN yako?',
    signIn: 'Ingia',
  },
  signUp: {
    title: 'Maelezo ya Akaunti',
    intro: 'Fungua akaunti yako. Utaingia kwa nambari yako ya simu na PIN.',
    submit: 'ENDELEA',
    haveAccount: 'Tayari una akaunti?',
    signIn: 'Ingia',
    resent: 'Tumetuma msimbo mpya kwa SMS.',
    codeSent:
      'Tumetuma msimbo wa tarakimu 6 kwa SMS kwenda {{phonenumber}}. Uweke ili kufungua akaunti yako; unafanya kazi kwa dakika 10.',
    confirm: 'THIBITISHA NA UJISAJILI',
    registered: 'Maelezo ya mtumiaji yamesajiliwa',
    accept: 'Kwa kujisajili unakubali <0>masharti ya matumizi</0> na <1>ilani ya faragha</1>.',
  },
};
