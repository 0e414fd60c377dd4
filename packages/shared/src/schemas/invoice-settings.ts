import { z } from 'zod';
import { billingFrequencies, invoiceTypes } from '../enums.js';
import { defaultInvoiceMessage } from '../invoice-message.js';
import { validationMessages as m } from '../messages.js';
import { kesAmount } from './amounts.js';
import { calendarDate } from './dates.js';
import { requiredString } from './fields.js';

/** 6 SMS parts of GSM-7 text: a longer invoice message costs the landlord too much per tenant. */
export const invoiceMessageMaxLength = 918;

const scheduleFields = {
  invoicetype: z.enum(invoiceTypes, { error: m.invoicetypeRequired }),
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
  /** Service Charge Bill only: KES per tenant per month. */
  servicecharge: z
    .union([z.literal(''), z.null(), kesAmount(m.servicechargeRequired)])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : 0)),
};

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
  .superRefine(requireServiceCharge);
export type InvoiceSettingBody = z.input<typeof invoiceSettingBodySchema>;
export type InvoiceSettingValues = z.output<typeof invoiceSettingBodySchema>;

/** PUT /api/invoicesettings/all-invoices/{id}. */
export const invoiceSettingUpdateSchema = z
  .object(scheduleFields)
  .superRefine(requireServiceCharge);
export type InvoiceSettingUpdate = z.input<typeof invoiceSettingUpdateSchema>;

export const invoiceSettingSchema = z.object({
  settingid: z.string(),
  settingdata: z.object({
    invoicetype: z.enum(invoiceTypes),
    rentalid: z.string(),
    billingfrequency: z.string(),
    startdate: z.string(),
    nextbillingdate: z.string(),
    invoicemessage: z.string(),
    servicecharge: z.number(),
  }),
  rentalname: z.string(),
  /** What the last run could not do (plan limit...), or null. */
  lastrunnote: z.string().nullable(),
});
export type InvoiceSetting = z.infer<typeof invoiceSettingSchema>;

export const invoiceSettingResponseSchema = z.object({ invoice: invoiceSettingSchema });
export const invoiceSettingListResponseSchema = z.object({
  invoices: z.array(invoiceSettingSchema),
});
