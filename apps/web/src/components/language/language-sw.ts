import type { Translation } from '../../lib/translation';
import type { languageEn } from './language-en';

/** Kiswahili texts of the language switch; the keys are those of language-en.ts. */
export const languageSw: Translation<typeof languageEn> = {
  label: 'Lugha',
  current: 'Lugha: {{name}}',
  settingHelp:
    'Programu, PDF zake na faili unazopakua ziko katika lugha hii kwenye kila kifaa unachoingia nacho.',
};
