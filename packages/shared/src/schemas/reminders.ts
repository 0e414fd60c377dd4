import { z } from 'zod';
import type { Language } from '../enums.js';
import { invoiceMessageMaxLength } from './invoice-settings.js';
import { reminderMessages } from '../schema-messages.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { reminderMessages };

/**
 * The reminder a tenant with something overdue gets, in each language, in ONE SMS part for
 * typical names, amounts and house numbers (reminders.test.ts): the invoice placeholders, and
 * {overdue} (what is past its due date), {duedate} (the oldest overdue due date), {nextdue}
 * (what more is owed and when it falls due, or nothing), {balance} (all they owe) and
 * {account} (what to type at the paybill). Kiswahili tenants get the Kiswahili one while the
 * landlord keeps a default; a reminder the landlord wrote goes to everyone as written.
 */
export const defaultReminderMessages = {
  en:
    'Dear {customername}, KES {overdue} is overdue since {duedate}{nextdue}. ' +
    'Paybill {paybill}, account {account}. {landlord}',
  sw:
    'Mpendwa {customername}, deni la KES {overdue} tangu {duedate}{nextdue}. ' +
    'Paybill {paybill}, akaunti {account}. {landlord}',
} as const satisfies Record<Language, string>;

/**
 * The first Kiswahili default of issue 30: two SMS parts to a tenant of a bank paybill with
 * something not yet due ("una deni la" is three characters too many). Read as the current one.
 */
const firstOverdueDefaultSw =
  'Mpendwa {customername}, una deni la KES {overdue} tangu {duedate}{nextdue}. ' +
  'Paybill {paybill}, akaunti {account}. {landlord}';

export const defaultReminderMessage: string = defaultReminderMessages.en;

/** The defaults before issue 30 (two SMS parts, the whole balance called overdue). */
export const earlierDefaultReminderMessages = {
  en:
    'Dear {customername}, your rent account for house {housenumber} is overdue: KES {balance} ' +
    'unpaid since {duedate}. Please pay via MPESA paybill {paybill}, account number {account}. ' +
    '{landlord}',
  sw:
    'Mpendwa {customername}, kodi ya nyumba {housenumber} ina malimbikizo: KES {balance} ' +
    'hazijalipwa tangu {duedate}. Tafadhali lipa kwa M-PESA nambari ya paybill {paybill}, ' +
    'nambari ya akaunti {account}. {landlord}',
} as const satisfies Record<Language, string>;

/**
 * A stored reminder template as it is read: an earlier built-in default is the current one
 * (the landlord never wrote it), anything else stays as the landlord wrote it.
 */
export function currentDefaultReminderMessage(template: string): string {
  if (template === earlierDefaultReminderMessages.en) return defaultReminderMessages.en;
  if (template === earlierDefaultReminderMessages.sw || template === firstOverdueDefaultSw) {
    return defaultReminderMessages.sw;
  }
  return template;
}

/**
 * {nextdue} in each language: what is owed but not yet due and its (earliest) due date, said
 * after the overdue part; empty when nothing more is owed.
 */
export const nextDueWords: Record<Language, (amount: string, date: string) => string> = {
  en: (amount, date) => `; KES ${amount} more is due on ${date}`,
  sw: (amount, date) => `; KES ${amount} zaidi zitadaiwa ${date}`,
};

export const defaultReminderDays = [1, 7, 14];

export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Days after the due date a reminder goes, ascending. */
  days: z.array(z.number()),
  template: z.string(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsBodySchema = z.object({
  enabled: z.boolean(),
  days: z
    .array(z.coerce.number().int(reminderMessages.daysInvalid), {
      error: reminderMessages.daysInvalid,
    })
    .min(1, reminderMessages.daysInvalid)
    .max(5, reminderMessages.daysInvalid)
    .refine((days) => days.every((d) => d >= 1 && d <= 90), reminderMessages.daysInvalid)
    .refine((days) => new Set(days).size === days.length, reminderMessages.daysInvalid)
    .transform((days) => [...days].sort((a, b) => a - b)),
  template: z
    .string({ error: reminderMessages.templateRequired })
    .trim()
    .min(1, reminderMessages.templateRequired)
    .max(invoiceMessageMaxLength, reminderMessages.templateTooLong),
});
export type ReminderSettingsBody = z.input<typeof reminderSettingsBodySchema>;

export const reminderSettingsResponseSchema = z.object({ reminders: reminderSettingsSchema });

/** GET /api/reminders/preview: who "Remind everyone in arrears now" would text, and what. */
export const reminderPreviewSchema = z.object({
  count: z.number(),
  /** Tenants who owe only what is not yet due: no reminder for them. */
  notoverdue: z.number(),
  sample: z
    .object({ tenantid: z.string(), name: z.string(), text: z.string(), parts: z.number() })
    .nullable(),
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

/**
 * POST /api/reminders/send-now: how many SMS were queued, and how many tenants owe only what
 * is not yet due (they get no reminder).
 */
export const sendNowResponseSchema = z.object({ queued: z.number(), notoverdue: z.number() });
