import type { Translation } from '../../../lib/translation';
import type { tenantStatementEn } from './tenant-statement-en';

/** Kiswahili texts; the keys are those of tenant-statement-en.ts (tsc checks them). */
export const tenantStatementSw: Translation<typeof tenantStatementEn> = {
  title: 'Taarifa ya akaunti',
  finalTitle: 'Taarifa ya mwisho ya akaunti',
  tenancy: 'Alihamia {{movein}} · alihama {{moveout}}',
  since: 'Alihamia {{movein}}',
  downloadFinal: 'Pakua taarifa ya mwisho (PDF)',
  balance: 'Salio la sasa',
  owes: 'Anadaiwa {{amount}}',
  credit: 'Ana ziada ya {{amount}}',
  cleared: 'Amelipa yote',
  download: 'Pakua taarifa ya akaunti (PDF)',
  recordPayment: 'Rekodi malipo',
  empty: 'Bado hakuna ankara wala malipo',
  reference: 'Rejea {{reference}}',
  deposit: {
    title: 'Amana',
    charged: 'Iliyotozwa',
    received: 'Iliyopokelewa',
    deducted: 'Iliyokatwa',
    refunded: 'Iliyorudishwa',
    held: 'Iliyopo sasa',
    due: 'Bado inadaiwa',
    amount: 'Kiasi',
  },
  columns: {
    date: 'Tarehe',
    description: 'Maelezo',
    reference: 'Rejea',
    debit: 'Deni',
    credit: 'Malipo',
    balance: 'Salio',
  },
};
