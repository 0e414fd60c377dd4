import type { Translation } from '../../lib/translation';
import type { documentsEn } from './documents-en';

/** Kiswahili texts; the keys are those of documents-en.ts (tsc checks them). */
export const documentsSw: Translation<typeof documentsEn> = {
  title: 'Hati',
  textTenant:
    'Mkataba uliosainiwa, nakala ya kitambulisho, ukaguzi wa kuhamia, barua: zinahifadhiwa pamoja na mpangaji.',
  textRental: 'Ukaguzi, barua na hati nyingine za jengo hili.',
  empty: 'Bado hakuna hati.',
  upload: 'Pakia',
  kinds: {
    lease: 'Mkataba uliosainiwa',
    id_copy: 'Nakala ya kitambulisho',
    inspection: 'Ukaguzi wa kuhamia',
    letter: 'Barua',
    other: 'Nyingine',
  },
  added: 'Imeongezwa {{date}} na {{name}}',
  sizeKb: 'KB {{size}}',
  sizeMb: 'MB {{size}}',
  open: 'Fungua {{name}}',
  download: 'Pakua {{name}}',
  delete: 'Futa {{name}}',
  confirmDelete: 'Ufute {{name}}?',
  confirmDeleteText:
    'Faili itaondoka kabisa. Kumbukumbu ya shughuli itabaki ikionyesha kwamba ilikuwepo.',
  deleted: 'Hati imefutwa.',
  dialog: {
    title: 'Pakia hati',
    text: 'PDF, au picha ya JPEG, PNG au WebP, isiyozidi MB 5.',
    kind: 'Ni hati gani',
    docTitle: 'Kichwa (hiari)',
    titleHint: 'Kwa mfano: Mkataba 2026 hadi 2027',
    file: 'Chagua faili',
    otherFile: 'Chagua faili nyingine',
    noFile: 'Bado hujachagua faili.',
    chosen: '{{name}} ({{size}})',
    cancel: 'GHAIRI',
    submit: 'PAKIA',
    uploaded: '{{name}} imepakiwa.',
  },
};
