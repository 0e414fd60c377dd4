import type { Language } from '@rental/shared/enums';
import { formatKes } from '@rental/shared/money';

/**
 * The owner statement an agent texts a landlord (landlords/statement-sms.ts), in each
 * language. A month whose commission and expenses came to more than was collected says so,
 * rather than "due to you -KES 2,000". Kiswahili follows docs/kiswahili-glossary.md (the
 * month in Kiswahili too, from Intl: "Novemba 2026") and stays GSM-7.
 */
export interface OwnerStatementParts {
  /** "November 2026". */
  month: string;
  collected: number;
  /** KES due to the landlord: collected less commission and expenses (negative: less). */
  due: number;
  /** Who sends it: the agent's name on bills. */
  agent: string;
}

export const ownerStatementTexts: Record<Language, (p: OwnerStatementParts) => string> = {
  en: ({ month, collected, due, agent }) =>
    due >= 0
      ? `Your statement for ${month}: collected ${formatKes(collected)}, due to you ` +
        `${formatKes(due)}. ${agent}`
      : `Your statement for ${month}: collected ${formatKes(collected)}; commission and ` +
        `expenses came to ${formatKes(-due)} more. ${agent}`,
  sw: ({ month, collected, due, agent }) =>
    due >= 0
      ? `Taarifa yako ya ${month}: kilichokusanywa ${formatKes(collected)}, unastahili ` +
        `kupokea ${formatKes(due)}. ${agent}`
      : `Taarifa yako ya ${month}: kilichokusanywa ${formatKes(collected)}; kamisheni na ` +
        `gharama zilizidi kilichokusanywa kwa ${formatKes(-due)}. ${agent}`,
};
