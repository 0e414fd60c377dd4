import type { Language } from '@rental/shared/enums';

/**
 * The tenant's notice of a yearly rent rise their lease provides for (leases/escalation.ts
 * fills it in), sent a set number of days before the anniversary.
 */
export type RentRiseWords = (facts: {
  firstname: string;
  before: string;
  after: string;
  date: string;
  landlord: string;
}) => string;

export const rentRiseTexts: Record<Language, RentRiseWords> = {
  en: (f) =>
    `Dear ${f.firstname}, as your lease provides, your rent changes from ${f.before} to ` +
    `${f.after} a month from ${f.date}. ${f.landlord}`,
  sw: (f) =>
    `Mpendwa ${f.firstname}, kama mkataba wako unavyosema, kodi yako itabadilika kutoka ` +
    `${f.before} hadi ${f.after} kwa mwezi kuanzia ${f.date}. ${f.landlord}`,
};
