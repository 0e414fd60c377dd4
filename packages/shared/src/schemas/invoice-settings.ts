import { z } from 'zod';
import { billingFrequencies, scheduleInvoiceTypes } from '../enums.js';
import { dueRules, maxDueDayOfMonth, maxDueDaysAfter } from '../due-dates.js';
import { defaultInvoiceMessage } from '../invoice-message.js';
import { validationMessages as m } from '../messages.js';
import { kesAmount } from './amounts.js';
import { calendarDate } from './dates.js';
import { requiredString } from './fields.js';
import { scheduleRunSchema } from './schedule-runs.js';

/** 6 SMS parts of GSM-7 text: a longer invoice message costs the landlord too much per tenant. */
export const invoiceMessageMaxLength = 918;

const scheduleFields = {
  invoicetype: z.enum(scheduleInvoiceTypes, { error: m.invoicetypeRequired }),
  rentalid: requiredString(m.invoiceRentalRequired).max(64),
  billingfrequency: z.enum(billingFrequencies as [string, ...string[]], {
    error: m.billingfrequencyRequired,
  }),
  /** First invoice date, YYYY-MM-DD (Africa/Nairobi). */
  startdate: calendarDate(m.startdateRequired),
  /** Empty or missing: the default template. */
  invoicemessage: z
    .string()
    .trim()
    .max(invoiceMessageMaxLength, m.invoicemessageTooLong)
    .optional()
    .transform((value) => value || defaultInvoiceMessage),
  /**
   * The Kiswahili version, sent to tenants whose language is Kiswahili (same placeholders and
   * length as the message). Empty or null: none, they get the English message (or the
   * built-in Kiswahili default while the message is the default); missing: unchanged on edit.
   */
  messagesw: z
    .string()
    .trim()
    .max(invoiceMessageMaxLength, m.invoicemessageTooLong)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  /** Service Charge Bill only: KES per tenant per month. */
  servicecharge: z
    .union([z.literal(''), z.null(), kesAmount(m.servicechargeRequired)])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : 0)),
  /** When invoices are due; missing: the 5th of the month (create) or unchanged (edit). */
  duerule: z.enum(dueRules).optional(),
  /** The day of the month (1–28) or the days after the invoice date (0–90). */
  duedays: z.coerce.number().int().optional(),
};

function requireDueDays(
  values: { duerule?: string | undefined; duedays?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (values.duedays === undefined) return;
  const rule = values.duerule ?? 'day_of_month';
  if (rule === 'day_of_month' && !(values.duedays >= 1 && values.duedays <= maxDueDayOfMonth)) {
    ctx.addIssue({ code: 'custom', path: ['duedays'], message: m.duedayInvalid });
  }
  if (rule === 'days_after' && !(values.duedays >= 0 && values.duedays <= maxDueDaysAfter)) {
    ctx.addIssue({ code: 'custom', path: ['duedays'], message: m.duedaysInvalid });
  }
}

function requireServiceCharge(
  values: { invoicetype: string; servicecharge: number },
  ctx: z.RefinementCtx,
) {
  if (values.invoicetype === 'Service Charge Bill' && !(values.servicecharge > 0)) {
    ctx.addIssue({ code: 'custom', path: ['servicecharge'], message: m.servicechargeRequired });
  }
}

/** POST /api/invoicesettings/new-invoice; `register` marks the onboarding step as done. */
export const invoiceSettingBodySchema = z
  .object({ ...scheduleFields, register: z.boolean().optional().default(false) })
  .superRefine(requireServiceCharge)
  .superRefine(requireDueDays);
export type InvoiceSettingBody = z.input<typeof invoiceSettingBodySchema>;
export type InvoiceSettingValues = z.output<typeof invoiceSettingBodySchema>;

/** PUT /api/invoicesettings/all-invoices/{id}. */
export const invoiceSettingUpdateSchema = z
  .object(scheduleFields)
  .superRefine(requireServiceCharge)
  .superRefine(requireDueDays);
export type InvoiceSettingUpdate = z.input<typeof invoiceSettingUpdateSchema>;

export const invoiceSettingSchema = z.object({
  settingid: z.string(),
  settingdata: z.object({
    invoicetype: z.enum(scheduleInvoiceTypes),
    rentalid: z.string(),
    billingfrequency: z.string(),
    startdate: z.string(),
    nextbillingdate: z.string(),
    invoicemessage: z.string(),
    /** The Kiswahili version; null: Kiswahili tenants get the English message. */
    messagesw: z.string().nullable(),
    servicecharge: z.number(),
    duerule: z.enum(dueRules),
    duedays: z.number(),
  }),
  rentalname: z.string(),
  /** What the last run could not do (plan limit...), or null. */
  lastrunnote: z.string().nullable(),
  /** What the last run did (billed, skipped, held); null before the first run. */
  lastrun: scheduleRunSchema.nullable(),
});
export type InvoiceSetting = z.infer<typeof invoiceSettingSchema>;

export const invoiceSettingResponseSchema = z.object({ invoice: invoiceSettingSchema });
export const invoiceSettingListResponseSchema = z.object({
  invoices: z.array(invoiceSettingSchema),
});
