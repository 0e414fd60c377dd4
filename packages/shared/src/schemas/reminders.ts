import { z } from 'zod';
import type { Language } from '../enums.js';
import { invoiceMessageMaxLength } from './invoice-settings.js';

export const reminderMessages = {
  daysInvalid: 'Choose 1 to 5 different days, each from 1 to 90 days after the due date',
  templateRequired: 'Please write the reminder message',
  templateTooLong: 'The reminder is too long: at most 6 SMS parts',
  ownerOnly: 'Only the account owner can change or send reminders',
  outsideHours: 'Reminders go out between 08:00 and 18:00 Nairobi time. Try again then.',
} as const;

/**
 * The reminder a tenant in arrears gets, in each language: the invoice placeholders, and
 * {balance} (all they owe), {duedate} (of the oldest unpaid charge) and {account} (what to
 * type at the paybill). Kiswahili tenants get the Kiswahili one while the landlord keeps the
 * English default; a reminder the landlord wrote goes to everyone as written.
 */
export const defaultReminderMessages = {
  en:
    'Dear {customername}, your rent account for house {housenumber} is overdue: KES {balance} ' +
    'unpaid since {duedate}. Please pay via MPESA paybill {paybill}, account number {account}. ' +
    '{landlord}',
  sw:
    'Mpendwa {customername}, kodi ya nyumba {housenumber} ina malimbikizo: KES {balance} ' +
    'hazijalipwa tangu {duedate}. Tafadhali lipa kwa M-PESA nambari ya paybill {paybill}, ' +
    'nambari ya akaunti {account}. {landlord}',
} as const satisfies Record<Language, string>;

export const defaultReminderMessage: string = defaultReminderMessages.en;

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
  sample: z
    .object({ tenantid: z.string(), name: z.string(), text: z.string(), parts: z.number() })
    .nullable(),
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

export const sendNowResponseSchema = z.object({ queued: z.number() });
