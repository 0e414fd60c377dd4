import type { Translation } from '../../../lib/translation';
import type { messagesEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const messagesSw: Translation<typeof messagesEn> = {
  title: 'Jumbe',
  text: 'Kila SMS ambayo Rental Manager hutuma kwa wapangaji wako (ankara, risiti, majaribio), na wanachotuma kwa nambari yako.',
  tabs: { label: 'Ujumbe uliotumwa na uliopokelewa', sent: 'Uliotumwa', received: 'Uliopokelewa' },
  status: 'Hali',
  allStatuses: 'Zote',
  empty: 'Bado hakuna jumbe',
  loadMore: 'Pakia jumbe za zamani zaidi',
  refreshing: 'Inasasishwa kila sekunde 5 jumbe zikiwa zinatumwa',
  columns: {
    createdat: 'Tarehe',
    recipient: 'Mpokeaji',
    phonenumber: 'Simu',
    text: 'Ujumbe',
    parts: 'Sehemu',
    status: 'Hali',
    failurereason: 'Sababu ya Kushindwa',
    actions: 'Vitendo',
  },
  showText: 'Onyesha ujumbe wote uliotumwa kwa {{recipient}}',
  dialog: {
    title: 'Ujumbe kwa {{recipient}}',
    phone: 'Simu {{phone}}',
    parts_one: 'Sehemu {{count}} ya SMS',
    parts_other: 'Sehemu {{count}} za SMS',
    attempts_one: 'Jaribio {{count}}',
    attempts_other: 'Majaribio {{count}}',
    close: 'FUNGA',
  },
  resend: 'Tuma tena',
  resendLabel: 'Tuma tena ujumbe kwa {{recipient}}',
  resent: 'Ujumbe umewekwa kwenye foleni kutumwa tena',
  received: {
    text: "SMS zilizotumwa kwa nambari yako ya Africa's Talking. Mpangaji anayetuma BAL au SALIO hupata salio lake na jinsi ya kulipa, hadi mara 3 kwa saa.",
    listLabel: 'Ujumbe uliopokelewa',
    empty: 'Bado hakuna ujumbe uliopokelewa',
    unknownSender: 'Nambari isiyojulikana',
    columns: {
      receivedat: 'Ulipokelewa',
      sender: 'Kutoka',
      phonenumber: 'Simu',
      text: 'Ujumbe',
      outcome: 'Kilichofanyika',
    },
    outcomes: {
      answered: 'Salio limetumwa',
      rate_limited: 'Haukujibiwa: majibu 3 saa hii',
      unknown_sender: 'Haukujibiwa: si nambari ya mpangaji',
      not_a_command: 'Haukujibiwa: si BAL wala SALIO',
      blocked: 'Haukujibiwa: amejiondoa kwenye SMS',
      former_tenant: 'Haukujibiwa: mpangaji wa zamani asiye na deni',
    },
  },
};
