import type { Language } from '@rental/shared/enums';
import { formatKes } from '@rental/shared/money';

/**
 * The SMS that tells the account's owner units have stood vacant past their alert setting
 * (reports/vacancy-alerts.ts), in the owner's language: one SMS per run of the daily check,
 * naming each unit newly past the setting with its days vacant and the rent lost so far.
 * Kiswahili follows docs/kiswahili-glossary.md and the Vacancies screen ("wazi", "kodi
 * iliyopotea") and stays GSM-7.
 */
export interface VacantUnitLine {
  /** The house number, or the room type of a unit never let. */
  house: string;
  rental: string;
  days: number;
  /** KES lost since the unit was freed. */
  lost: number;
}

/** The most units one SMS names; the rest are counted. */
export const unitsPerVacancySms = 3;

const lines: Record<Language, (unit: VacantUnitLine) => string> = {
  en: (u) => `${u.house} at ${u.rental}: vacant ${u.days} days, ${formatKes(u.lost)} lost`,
  sw: (u) =>
    `${u.house} katika ${u.rental}: wazi siku ${u.days}, kodi iliyopotea ${formatKes(u.lost)}`,
};

export const vacancyAlertTexts: Record<
  Language,
  (p: { units: readonly VacantUnitLine[]; afterDays: number }) => string
> = {
  en: ({ units, afterDays }) => {
    const named = units.slice(0, unitsPerVacancySms).map(lines.en).join('; ');
    const more = units.length - unitsPerVacancySms;
    return (
      `Vacant over ${afterDays} days: ${named}` +
      (more > 0 ? `; and ${more} more` : '') +
      '. See Reports, Vacancies.'
    );
  },
  sw: ({ units, afterDays }) => {
    const named = units.slice(0, unitsPerVacancySms).map(lines.sw).join('; ');
    const more = units.length - unitsPerVacancySms;
    return (
      `Wazi zaidi ya siku ${afterDays}: ${named}` +
      (more > 0 ? `; na nyingine ${more}` : '') +
      '. Angalia Ripoti, Nyumba wazi.'
    );
  },
};
