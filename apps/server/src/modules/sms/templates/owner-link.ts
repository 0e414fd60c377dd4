import type { Language } from '@rental/shared/enums';

/**
 * The SMS that sends a landlord their own page (POST /api/landlords/{id}/page-link/sms), in
 * their language: the link last but the agent's name, so phones show it whole. Kiswahili
 * follows docs/kiswahili-glossary.md and stays GSM-7.
 */
export interface OwnerLinkParts {
  name: string;
  url: string;
  /** Who sends it: the agent's name on bills. */
  agent: string;
}

export const ownerLinkTexts: Record<Language, (p: OwnerLinkParts) => string> = {
  en: (p) =>
    `Hello ${p.name}, see your rentals, rent collected, statements and payments here: ` +
    `${p.url} - ${p.agent}`,
  sw: (p) =>
    `Habari ${p.name}, angalia majengo yako, kodi iliyokusanywa, taarifa na malipo hapa: ` +
    `${p.url} - ${p.agent}`,
};
