import { z } from 'zod';
import { isCalendarDate } from '../dates.js';
import { accountTypes } from '../enums.js';
import { validationMessages as m } from '../messages.js';
import { pin } from './fields.js';
import { planIds } from './subscriptions.js';

/**
 * The operator console's API (`/api/operator/*`, issue 14). Operators are the users whose
 * phone is in OPERATOR_PHONES; everyone else gets 404 on these routes. Operators see
 * organizations and counts, never tenants' personal data.
 *
 * This file is the contract between the server (modules/operator) and the web app
 * (features/operator): change both together.
 */

/**
 * active: within the paid period or the free month; lapsing: the paid period (or the free
 * month) ended and the 7 days of grace run, or it ends within 7 days; paused: past the grace,
 * scheduled invoices paused; suspended: an operator suspended it (read-only for its users).
 */
export const organizationStatuses = ['active', 'lapsing', 'paused', 'suspended'] as const;
export type OrganizationStatus = (typeof organizationStatuses)[number];

const count = z.number().int().nonnegative();

/** One organization as the console lists it. Instants are ISO strings. */
export const operatorOrganizationSchema = z.object({
  organizationid: z.string(),
  name: z.string(),
  ownername: z.string(),
  ownerphone: z.string(),
  accounttype: z.enum(accountTypes),
  /** null during the free trial (Individual limits). */
  planid: z.enum(planIds).nullable(),
  trialendsat: z.string(),
  /** The end of the period the organization may use (paid for, or given with a plan). */
  paiduntil: z.string().nullable(),
  /** The last subscription payment's time; null: never paid (the console says so). */
  lastpaidat: z.string().nullable(),
  status: z.enum(organizationStatuses),
  usage: z.object({
    users: count,
    rentals: count,
    tenants: count,
    invoicesthismonth: count,
  }),
  /** The limits that apply now (null: no limit); Enterprise's are the operator's custom ones. */
  limits: z.object({
    users: count.nullable(),
    rentals: count.nullable(),
    tenants: count.nullable(),
    invoices: count.nullable(),
  }),
  /** Enterprise only: KES a month agreed, and the contract's last day (YYYY-MM-DD). */
  price: z.number().nullable(),
  contractend: z.string().nullable(),
  /** Messages that went this month by SMS (a WhatsApp message that fell back counts here). */
  smsthismonth: count,
  /** Messages that went this month by WhatsApp (decision 0068). */
  whatsappthismonth: count.optional(),
  /** The newest activity-log entry of the organization; null when there is none. */
  lastactivityat: z.string().nullable(),
  /** Set while suspended. */
  suspension: z.object({ reason: z.string(), since: z.string() }).nullable(),
  createdat: z.string(),
});
export type OperatorOrganization = z.infer<typeof operatorOrganizationSchema>;

/** GET /api/operator/organizations?q=&status=&planid=&accounttype= */
export const operatorOrganizationsQuerySchema = z.object({
  /** Matched against the organization's name, the owner's name and phone. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(organizationStatuses).optional(),
  /** 'trial' lists the organizations that have not chosen a plan. */
  planid: z.enum([...planIds, 'trial']).optional(),
  accounttype: z.enum(accountTypes).optional(),
});
export type OperatorOrganizationsQuery = z.input<typeof operatorOrganizationsQuerySchema>;

export const operatorOrganizationsResponseSchema = z.object({
  organizations: z.array(operatorOrganizationSchema),
});

export const operatorOrganizationResponseSchema = z.object({
  message: z.string(),
  organization: operatorOrganizationSchema,
});

const customLimit = z.number().int().min(1).max(1_000_000).nullable();

/**
 * PUT /api/operator/organizations/{id}/plan. price, limits and contractend are read for
 * Enterprise only (null limit: no limit); any other plan takes the catalogue's.
 */
/**
 * Every operator change (plan, trial, suspension) carries the operator's PIN again: a session
 * left open is not enough to change another organization. Wrong PINs count toward the lock.
 */
const operatorPin = { pin };

/** POST /api/operator/organizations/{id}/reactivate: the PIN only. */
export const operatorReactivateBodySchema = z.object(operatorPin);
export type OperatorReactivateBody = z.infer<typeof operatorReactivateBodySchema>;

export const operatorPlanBodySchema = z.object({
  ...operatorPin,
  planid: z.enum(planIds),
  /** KES a month (Enterprise). */
  price: z.number().nonnegative().max(10_000_000).optional(),
  limits: z
    .object({
      users: customLimit,
      rentals: customLimit,
      tenants: customLimit,
      invoices: customLimit,
    })
    .optional(),
  /** YYYY-MM-DD, the contract's last day (Enterprise). */
  contractend: z.string().refine(isCalendarDate, m.dateInvalid).optional(),
});
export type OperatorPlanBody = z.input<typeof operatorPlanBodySchema>;

/** POST /api/operator/organizations/{id}/trial: the free month ends `days` later. */
export const operatorTrialBodySchema = z.object({
  ...operatorPin,
  days: z
    .number({ error: m.trialDaysRange })
    .int(m.trialDaysRange)
    .min(1, m.trialDaysRange)
    .max(365, m.trialDaysRange),
});

/** POST /api/operator/organizations/{id}/suspend; POST .../reactivate takes no body. */
export const operatorSuspendBodySchema = z.object({
  ...operatorPin,
  reason: z
    .string({ error: m.suspensionReasonLength })
    .trim()
    .min(3, m.suspensionReasonLength)
    .max(500, m.suspensionReasonLength),
});

export const contactRequestStatuses = ['new', 'contacted', 'won', 'lost'] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

/** An Enterprise "contact us" message, in the operator's inbox. */
export const operatorContactRequestSchema = z.object({
  id: z.string(),
  organizationid: z.string(),
  organizationname: z.string(),
  name: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(contactRequestStatuses),
  notes: z.string(),
  createdat: z.string(),
  updatedat: z.string(),
});
export type OperatorContactRequest = z.infer<typeof operatorContactRequestSchema>;

/** GET /api/operator/contact-requests?status= */
export const operatorContactRequestsQuerySchema = z.object({
  status: z.enum(contactRequestStatuses).optional(),
});
export const operatorContactRequestsResponseSchema = z.object({
  requests: z.array(operatorContactRequestSchema),
});

/** PUT /api/operator/contact-requests/{id} */
export const operatorContactRequestBodySchema = z.object({
  status: z.enum(contactRequestStatuses),
  notes: z.string().max(2000, m.contactNotesTooLong),
});
export const operatorContactRequestResponseSchema = z.object({
  message: z.string(),
  request: operatorContactRequestSchema,
});

/** One subscription payment (STK for a plan) across organizations, newest first. */
export const operatorSubscriptionPaymentSchema = z.object({
  id: z.string(),
  organizationid: z.string(),
  organizationname: z.string(),
  planid: z.enum(planIds).nullable(),
  amount: z.number(),
  /** pending, succeeded, failed or cancelled. */
  status: z.string(),
  mpesareceipt: z.string().nullable(),
  createdat: z.string(),
});
export type OperatorSubscriptionPayment = z.infer<typeof operatorSubscriptionPaymentSchema>;

export const operatorSubscriptionPaymentsResponseSchema = z.object({
  payments: z.array(operatorSubscriptionPaymentSchema),
});

/**
 * One M-PESA confirmation that failed to apply three times and waits, parked, for an operator
 * (GET /api/operator/parked-confirmations). Neither the raw body nor the bill reference: they
 * hold the payer's name, masked phone and house.
 */
export const operatorParkedConfirmationSchema = z.object({
  id: z.string(),
  organizationid: z.string(),
  organizationname: z.string(),
  transid: z.string().nullable(),
  /** KES, from the stored body when it is readable. */
  amount: z.number().nullable(),
  receivedat: z.string(),
  attempts: z.number(),
  lasterror: z.string().nullable(),
  parkedat: z.string(),
});
export type OperatorParkedConfirmation = z.infer<typeof operatorParkedConfirmationSchema>;

export const operatorParkedConfirmationsResponseSchema = z.object({
  confirmations: z.array(operatorParkedConfirmationSchema),
});

/** POST /api/operator/parked-confirmations/{id}/retry */
export const operatorRetryConfirmationResponseSchema = z.object({ message: z.string() });

/**
 * On GET /api/auth/user (and sign-in): `operator: true` for an operator, and `suspension`
 * when the user's organization is suspended (the app shows a banner and stays read-only).
 */
export const userOperatorFieldsSchema = z.object({
  operator: z.boolean().optional(),
  suspension: z.object({ reason: z.string(), since: z.string() }).nullable().optional(),
});
