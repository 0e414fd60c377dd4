import { formatShortMonthName } from '@rental/shared/date-format';
import { nairobiDate, nairobiWallClock } from '@rental/shared/dates';
import type { Language } from '@rental/shared/enums';
import type { RepairCategory, RepairStatus } from '@rental/shared/schemas/repairs';

/**
 * The SMS of repairs (issue 32), in each language: the reference a tenant gets when they
 * report a problem (from their page or by REPAIR/TENGENEZA), the news of a status change
 * when the landlord chooses to tell them, and the job sent to a vendor. Times are Nairobi's; in
 * Kiswahili they are said the Swahili way ("saa 4 asubuhi" is 10:00).
 */
export interface RepairSmsFacts {
  firstname: string;
  reference: string;
  category: RepairCategory;
  landlord: string;
}

export interface RepairUpdateFacts extends RepairSmsFacts {
  status: RepairStatus;
  scheduledFor: Date | null;
  /** Who comes: a vendor's or a team member's name. */
  assignee: string | null;
  note: string | null;
}

/** A job texted to the vendor a repair is assigned to (in the sending user's language). */
export interface RepairVendorFacts {
  reference: string;
  category: RepairCategory;
  /** What the tenant or staff wrote, cut short: the vendor calls for the rest. */
  description: string;
  /** The tenant's house; null for a repair of the building. */
  house: string | null;
  rental: string;
  /** Where the rental is; '' when none was given. */
  location: string;
  scheduledFor: Date | null;
  /** Only when the landlord chose to share it. */
  tenantPhone: string | null;
  /** Who sends the job: the name and phone on bills. */
  landlord: string;
  landlordPhone: string;
}

const categoryWords: Record<Language, Record<RepairCategory, string>> = {
  en: {
    plumbing: 'plumbing',
    electrical: 'electrical',
    water: 'water',
    roof: 'roof',
    doors_windows: 'doors and windows',
    walls_floors: 'walls and floors',
    security: 'security',
    pests: 'pests',
    other: 'other',
  },
  sw: {
    plumbing: 'mabomba',
    electrical: 'umeme',
    water: 'maji',
    roof: 'paa',
    doors_windows: 'milango na madirisha',
    walls_floors: 'kuta na sakafu',
    security: 'usalama',
    pests: 'wadudu',
    other: 'mengineyo',
  },
};

const statusWords: Record<Language, Record<RepairStatus, string>> = {
  en: {
    new: 'received',
    scheduled: 'scheduled',
    in_progress: 'work has started',
    done: 'done',
    cancelled: 'cancelled',
  },
  sw: {
    new: 'limepokelewa',
    scheduled: 'limepangwa',
    in_progress: 'kazi imeanza',
    done: 'limekamilika',
    cancelled: 'limesitishwa',
  },
};

/**
 * A visit's Nairobi weekday, day, month (YYYY-MM) and time, from the wall clock (dates.ts)
 * rather than Intl's zone data; month names are the shared ones (date-format.ts), so September
 * reads "Sep" here as everywhere else.
 */
const nairobiParts = (at: Date) => {
  const clock = nairobiWallClock(at);
  return {
    dayIndex: clock.getUTCDay(),
    day: clock.getUTCDate(),
    month: nairobiDate(at).slice(0, 7),
    hour: clock.getUTCHours(),
    minute: String(clock.getUTCMinutes()).padStart(2, '0'),
  };
};

const enDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const swDays = ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'];

/** "Thu 4 Dec at 10:00" / "Alhamisi 4 Des saa 4:00 asubuhi" (Swahili hours start at 06:00). */
export function repairTime(language: Language, at: Date): string {
  const p = nairobiParts(at);
  if (language === 'en')
    return `${enDays[p.dayIndex]} ${p.day} ${formatShortMonthName(p.month, 'en')} at ${String(p.hour).padStart(2, '0')}:${p.minute}`;
  const swHour = (p.hour + 6) % 12 || 12;
  const period =
    p.hour >= 6 && p.hour < 12
      ? 'asubuhi'
      : p.hour >= 12 && p.hour < 16
        ? 'mchana'
        : p.hour >= 16 && p.hour < 19
          ? 'jioni'
          : 'usiku';
  return `${swDays[p.dayIndex]} ${p.day} ${formatShortMonthName(p.month, 'sw')} saa ${swHour}:${p.minute} ${period}`;
}

export const repairReportedTexts: Record<Language, (f: RepairSmsFacts) => string> = {
  en: (f) =>
    `Dear ${f.firstname}, we received your repair request ${f.reference} ` +
    `(${categoryWords.en[f.category]}). We will tell you when it is scheduled. ${f.landlord}`,
  sw: (f) =>
    `Mpendwa ${f.firstname}, tumepokea ombi lako la matengenezo ${f.reference} ` +
    `(${categoryWords.sw[f.category]}). Tutakujulisha likipangwa. ${f.landlord}`,
};

export const repairUpdateTexts: Record<Language, (f: RepairUpdateFacts) => string> = {
  en: (f) => {
    const when = f.scheduledFor
      ? ` ${f.assignee ? f.assignee : 'A fundi'} will come on ${repairTime('en', f.scheduledFor)}.`
      : '';
    const note = f.note ? ` ${f.note}` : '';
    return `Dear ${f.firstname}, repair ${f.reference}: ${statusWords.en[f.status]}.${when}${note} ${f.landlord}`;
  },
  sw: (f) => {
    const when = f.scheduledFor
      ? ` ${f.assignee ? `Fundi ${f.assignee}` : 'Fundi'} atakuja ${repairTime('sw', f.scheduledFor)}.`
      : '';
    const note = f.note ? ` ${f.note}` : '';
    return `Mpendwa ${f.firstname}, matengenezo ${f.reference}: ${statusWords.sw[f.status]}.${when}${note} ${f.landlord}`;
  },
};

/** Long descriptions are cut to keep the job to two or three SMS parts. */
const vendorDescriptionLength = 160;
const shortDescription = (text: string) =>
  text.length > vendorDescriptionLength
    ? `${text.slice(0, vendorDescriptionLength - 1).trimEnd()}…`
    : text;

/** The description as a sentence: what follows it must not run on from its last word. */
// An ellipsis (\u2026) ends one too; escaped, as the bundle stays ASCII (scripts/bundle.mjs).
const sentence = (text: string) => (/[.!?\u2026]$/.test(text) ? text : `${text}.`);

const vendorPlace = (f: RepairVendorFacts, houseWord: string) =>
  [f.house ? `${houseWord} ${f.house}` : null, f.rental, f.location || null]
    .filter(Boolean)
    .join(', ');

export const repairVendorTexts: Record<Language, (f: RepairVendorFacts) => string> = {
  en: (f) => {
    const when = f.scheduledFor ? ` When: ${repairTime('en', f.scheduledFor)}.` : '';
    const tenant = f.tenantPhone ? ` Tenant: ${f.tenantPhone}.` : '';
    return (
      `Job ${f.reference} (${categoryWords.en[f.category]}) at ${vendorPlace(f, 'house')}: ` +
      `${sentence(shortDescription(f.description))}${when}${tenant} ${f.landlord} ${f.landlordPhone}`
    );
  },
  sw: (f) => {
    const when = f.scheduledFor ? ` Lini: ${repairTime('sw', f.scheduledFor)}.` : '';
    const tenant = f.tenantPhone ? ` Mpangaji: ${f.tenantPhone}.` : '';
    return (
      `Kazi ${f.reference} (${categoryWords.sw[f.category]}) ${vendorPlace(f, 'nyumba')}: ` +
      `${sentence(shortDescription(f.description))}${when}${tenant} ${f.landlord} ${f.landlordPhone}`
    );
  },
};
