import { z } from 'zod';
import {
  incomingSmsOutcomes,
  messageChannels,
  smsProviderNames,
  smsPurposes,
  smsStatuses,
} from '../enums.js';
import { validationMessages as m } from '../messages.js';
import { pageQuery } from './dates.js';
import { phoneNumber, requiredString } from './fields.js';

/** One message of the outbox (Messages screen). */
/**
 * Why a message failed (or was left out), as a code the reader's language words
 * (`messages:failure.<code>` on the web). The params carry what only the provider can say:
 * its status word ("InvalidPhoneNumber"), an HTTP status or a network error code.
 */
export const smsFailureCodes = [
  'credentials_refused',
  'no_api_key',
  'unreadable_api_key',
  'opted_out',
  'interrupted',
  'erased',
  'invoice_paid',
  'unexpected_error',
  'no_answer',
  'connection_broke',
  'unreadable_answer',
  'unreachable',
  'provider_error',
  'request_refused',
  'provider_status',
] as const;
export type SmsFailureCode = (typeof smsFailureCodes)[number];
export const smsFailureSchema = z.object({
  code: z.enum(smsFailureCodes),
  params: z.record(z.string(), z.string()),
});
export type SmsFailure = z.infer<typeof smsFailureSchema>;

export const smsMessageSchema = z.object({
  messageid: z.string(),
  tenantid: z.string().nullable(),
  recipient: z.string(),
  phonenumber: z.string(),
  text: z.string(),
  parts: z.number(),
  purpose: z.enum(smsPurposes),
  status: z.enum(smsStatuses),
  /** How it goes now: sms, or whatsapp (a template message; decision 0061). */
  channel: z.enum(messageChannels),
  /**
   * What sending it cost, as the channel's provider reported it ("KES 0.8000" from Africa's
   * Talking); null when none was reported: not sent yet, the outbox provider, or WhatsApp
   * (Meta bills per conversation and reports no price per message).
   */
  cost: z.string().nullable().optional(),
  /** It was tried by WhatsApp first, and went by SMS once WhatsApp failed (decision 0061). */
  fellback: z.boolean().optional(),
  /** As stored, in English (kept for API clients); screens show `failure`. */
  failurereason: z.string().nullable(),
  failure: smsFailureSchema.nullable(),
  attempts: z.number(),
  /** ISO instants. */
  createdat: z.string(),
  updatedat: z.string(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

/**
 * `waiting`: the messages that could not go out and still may (Messages → Waiting): stored by
 * the outbox-only provider, held for want of a paybill, or failed for a cause that can pass
 * (the provider's key, a long outage).
 */
export const smsMessageStatusFilters = [...smsStatuses, 'waiting'] as const;
export type SmsMessageStatusFilter = (typeof smsMessageStatusFilters)[number];

export const smsMessageQuerySchema = z.object({
  status: z.enum(smsMessageStatusFilters).optional(),
  tenantid: z.string().max(64).optional(),
  ...pageQuery,
});
/**
 * What one channel's messages of the month came to (decision 0068): `count` of messages that
 * went (sent or delivered); `costcents` the sum of the provider's reported costs in integer
 * cents, null when the provider reports none (WhatsApp: Meta bills per conversation).
 */
export const channelTotalSchema = z.object({
  count: z.number(),
  costcents: z.number().nullable(),
});
export type ChannelTotal = z.infer<typeof channelTotalSchema>;

/** The month's totals per channel; `month` is YYYY-MM (Nairobi), the period they cover. */
export const messageTotalsSchema = z.object({
  month: z.string(),
  sms: channelTotalSchema,
  whatsapp: channelTotalSchema,
});
export type MessageTotals = z.infer<typeof messageTotalsSchema>;

export const smsMessageListResponseSchema = z.object({
  messages: z.array(smsMessageSchema),
  nextcursor: z.string().nullable(),
  /** This month's messages per channel, whatever the filter (decision 0068). */
  totals: messageTotalsSchema.optional(),
});
export const smsMessageResponseSchema = z.object({ message: smsMessageSchema });

/**
 * What waits to be sent (GET /api/sms/waiting, and the settings' answer when the provider was
 * just set up): `sendable` messages can go now and cost `parts` SMS parts; `held` more wait for
 * the paybill. `provider`: false while no real provider is set (nothing can go yet).
 */
export const smsWaitingSchema = z.object({
  sendable: z.number(),
  parts: z.number(),
  held: z.number(),
  provider: z.boolean(),
});
export type SmsWaiting = z.infer<typeof smsWaitingSchema>;
export const smsWaitingResponseSchema = z.object({ waiting: smsWaitingSchema });

/** POST /api/sms/messages/send-waiting and /discard-waiting: how many this request took. */
export const smsWaitingOutcomeSchema = z.object({
  count: z.number(),
  parts: z.number(),
  /** Of those sent, how many the provider accepted; the rest show their status in the list. */
  sent: z.number(),
  /**
   * Send all: messages of invoices paid in full since they were made, discarded rather than
   * sent (they would ask for money no longer owed). 0 otherwise.
   */
  paid: z.number(),
});
export type SmsWaitingOutcome = z.infer<typeof smsWaitingOutcomeSchema>;

/** GET/PUT /api/sms/settings. The API key is write-only: the answer says only whether it is set. */
export const smsSettingsSchema = z.object({
  provider: z.enum(smsProviderNames),
  username: z.string(),
  senderid: z.string(),
  apikeyset: z.boolean(),
  /**
   * Where Africa's Talking posts the SMS tenants send (BAL, SALIO): the organization's secret
   * path, `<PUBLIC_URL>/api/sms/incoming/<secret>`, to set in the provider's dashboard. The
   * three URLs hold secrets: the owner sees them, other members get null.
   */
  incomingurl: z.string().nullable(),
  /**
   * Where Africa's Talking posts its "Bulk SMS Opt Out" notifications (someone opted out of the
   * sender id): the same secret, `<PUBLIC_URL>/api/sms/opt-out/<secret>`.
   */
  optouturl: z.string().nullable(),
  /**
   * Where Africa's Talking posts delivery reports: a secret of its own,
   * `<PUBLIC_URL>/api/sms/delivery-reports/africastalking/<secret>`; a report applies only to
   * the organization's messages.
   */
  deliveryreporturl: z.string().nullable(),
});
export type SmsSettings = z.infer<typeof smsSettingsSchema>;

export const smsSettingsBodySchema = z
  .object({
    provider: z.enum(smsProviderNames),
    username: z.string().trim().max(64).optional().default(''),
    /** Empty or missing keeps the saved key. */
    apikey: z.string().trim().max(200).optional().default(''),
    senderid: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 ]{0,11}$/, m.senderIdFormat)
      .optional()
      .default(''),
  })
  .superRefine((values, ctx) => {
    if (values.provider === 'africastalking' && !values.username) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: m.smsUsernameRequired });
    }
  });
export type SmsSettingsBody = z.input<typeof smsSettingsBodySchema>;
export const smsSettingsResponseSchema = z.object({
  settings: smsSettingsSchema,
  /**
   * PUT only: set when this save switched from the outbox to a real provider while messages
   * wait, so the owner is asked once whether to send or discard them; null otherwise.
   */
  waiting: smsWaitingSchema.nullable().optional(),
});

/** POST /api/sms/test: sends one message through the saved provider now. */
export const smsTestBodySchema = z.object({
  phonenumber: phoneNumber,
  message: requiredString(m.invoicemessageRequired).max(459).optional(),
});

/** One SMS a tenant (or anyone) sent to the landlord's number (Messages → Received). */
export const incomingSmsSchema = z.object({
  messageid: z.string(),
  /** The sender's number as the provider gave it (+2547XXXXXXXX). */
  phonenumber: z.string(),
  /** The short code or number it was sent to. */
  to: z.string(),
  text: z.string(),
  /** The tenant the number belongs to, and their name; null for an unknown number. */
  tenantid: z.string().nullable(),
  sender: z.string().nullable(),
  outcome: z.enum(incomingSmsOutcomes),
  /** How it came: sms, or whatsapp (a keyword written to the landlord's WhatsApp number). */
  channel: z.enum(['sms', 'whatsapp']).optional(),
  /** The answer queued in the outbox, and where it is now; null when none was sent. */
  replyid: z.string().nullable(),
  replystatus: z.enum(smsStatuses).nullable(),
  /** ISO instant it reached us. */
  receivedat: z.string(),
});
export type IncomingSms = z.infer<typeof incomingSmsSchema>;

export const incomingSmsQuerySchema = z.object({ ...pageQuery });
export const incomingSmsListResponseSchema = z.object({
  messages: z.array(incomingSmsSchema),
  nextcursor: z.string().nullable(),
});
