import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { kesAmount } from './amounts.js';
import { email, phoneNumber, requiredString } from './fields.js';

export const planIds = ['individual', 'standard', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/**
 * POST /api/subscriptionsettings/new-subscriptionsettings and PUT .../subscriptionsetting/{id}.
 * Only the plan id is read: prices and limits come from the server's catalogue; any other
 * field a client sends (subscriptionprice...) is ignored.
 */
export const subscriptionSettingBodySchema = z.object({
  subscriptionplanid: z.enum(planIds, { error: m.planRequired }),
});
export type SubscriptionSettingBody = z.input<typeof subscriptionSettingBodySchema>;

/** The spec's subscription setting; settingid is the organization id. */
export const subscriptionSettingSchema = z.object({
  settingid: z.string(),
  settingdata: z.object({
    subscriptionplanid: z.enum(planIds),
    subscriptionplanname: z.string(),
    /** KES per month; 0 when customized (Enterprise). */
    subscriptionprice: z.number(),
    /** Limits; 0 means customized (Enterprise), as the spec's table shows. */
    subscriptionaccounts: z.number(),
    subscriptionrentals: z.number(),
    subscriptiontenants: z.number(),
    subscriptioninvoices: z.number(),
  }),
});
export type SubscriptionSetting = z.infer<typeof subscriptionSettingSchema>;

export const subscriptionSettingsResponseSchema = z.object({
  settings: z.array(subscriptionSettingSchema),
});
export const subscriptionSettingResponseSchema = z.object({
  message: z.string(),
  setting: subscriptionSettingSchema,
});

/** GET /api/subscriptionsettings/status: what the payment banner needs. */
export const subscriptionStatusSchema = z.object({
  /** The plan whose limits apply (Individual during the free trial). */
  plan: z.enum(planIds),
  planname: z.string(),
  /** True while no plan has been chosen. */
  ontrial: z.boolean(),
  /**
   * True once a subscription payment has been made. Until then `paiduntil` is the free
   * month's end, even with a plan chosen during it: nothing has been paid yet.
   */
  paid: z.boolean(),
  /** The end of the paid period, or of the free month while none was paid (ISO instant). */
  paiduntil: z.string(),
  /** The last day of grace (ISO instant): paiduntil + 7 days. */
  graceuntil: z.string(),
  /** Past paiduntil but within the 7 days of grace. */
  ingrace: z.boolean(),
  /** Past the grace: scheduled invoices are paused until the subscription is paid. */
  paused: z.boolean(),
  /** Whole days until paiduntil (negative once past it). */
  daysleft: z.number(),
  /** KES per month of the plan (null for Enterprise: agreed with sales). */
  monthlyprice: z.number().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** POST /api/subscriptionsettings/contact: the Enterprise "contact us" form. */
export const contactRequestBodySchema = z.object({
  name: requiredString(m.contactNameRequired).max(50, m.nameTooLong),
  phonenumber: phoneNumber,
  email,
  message: requiredString(m.contactMessageRequired).max(2000, m.contactMessageTooLong),
});
export type ContactRequestBody = z.input<typeof contactRequestBodySchema>;
export const contactRequestResponseSchema = z.object({ message: z.string() });

/**
 * /newpayment (spec: phone number, amount, description). The amount is shown to the payer,
 * but the server charges the plan's monthly price from its catalogue, never this amount.
 */
export const subscriptionPaymentBodySchema = z.object({
  phonenumber: phoneNumber,
  amount: kesAmount(m.amountRequired).refine((kes) => kes > 0, m.amountPositive),
  description: requiredString(m.descriptionRequired).max(200, m.descriptionTooLong),
});
export type SubscriptionPaymentBody = z.input<typeof subscriptionPaymentBodySchema>;

/** POST /api/stk/tenant/{tenantid}: ask a tenant to pay their balance by M-PESA. */
export const tenantStkBodySchema = z.object({
  /** The tenant's phone by default. */
  phonenumber: phoneNumber.optional(),
  /** KES; the tenant's balance by default. */
  amount: kesAmount(m.amountRequired)
    .refine((kes) => kes > 0, m.amountPositive)
    .optional(),
});
export type TenantStkBody = z.input<typeof tenantStkBodySchema>;

/** 'quarantined': M-PESA's result did not match the push; the landlord reviews it (issue 27). */
export const stkStatuses = ['pending', 'succeeded', 'failed', 'cancelled', 'quarantined'] as const;
export type StkStatusValue = (typeof stkStatuses)[number];

export const stkRequestSchema = z.object({
  requestid: z.string(),
  status: z.enum(stkStatuses),
  purpose: z.enum(['subscription', 'tenant_balance']),
  /** KES charged. */
  amount: z.number(),
  /** What happened, in words the payer understands; empty while pending. */
  message: z.string(),
  /** The M-PESA receipt on success. */
  receipt: z.string().nullable(),
  resultcode: z.string().nullable(),
});
export type StkRequest = z.infer<typeof stkRequestSchema>;
