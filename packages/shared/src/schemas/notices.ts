import { z } from 'zod';
import { invoiceMessageMaxLength } from './invoice-settings.js';
import { noticeMessages } from '../schema-messages.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { noticeMessages };

/**
 * What a notice may say of each tenant, filled in per tenant as in invoices: their name,
 * house, balance, and whom to pay where.
 */
export const noticePlaceholders = [
  'customername',
  'housenumber',
  'balance',
  'paybill',
  'account',
  'landlord',
  'phone',
] as const;

const noticeText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(invoiceMessageMaxLength, noticeMessages.messageTooLong);

/**
 * Who a notice goes to: every current tenant of the rentals named, or of all; narrowed to
 * those in arrears (`owing`) or not (`clear`), and to one room type.
 */
const noticeFilterSchema = z.object({
  arrears: z.enum(['owing', 'clear']).optional(),
  roomtypeid: z.string().max(36).optional(),
});

/**
 * POST /api/notices (and /preview): who (`rentalids` or `all`), the message, and its Kiswahili
 * version for tenants who read Kiswahili (without it, everyone gets the message as written).
 */
export const noticeBodySchema = z
  .object({
    rentalids: z.array(z.string().max(36)).max(500).optional(),
    all: z.boolean().optional(),
    filter: noticeFilterSchema.optional(),
    message: noticeText(noticeMessages.messageRequired),
    messagesw: noticeText(noticeMessages.messageRequired).optional(),
  })
  .refine((body) => (body.all === true) !== (body.rentalids?.length ?? 0) > 0, {
    message: noticeMessages.audienceRequired,
    path: ['rentalids'],
  });
export type NoticeBody = z.input<typeof noticeBodySchema>;

/** One language's sample: the first such tenant's text and what it costs. */
const noticeSampleSchema = z.object({ name: z.string(), text: z.string(), parts: z.number() });

/** POST /api/notices/preview: who it would reach, what it costs, and a sample per language. */
export const noticePreviewSchema = z.object({
  recipients: z.number(),
  /** SMS parts in all: what the notice is charged. */
  parts: z.number(),
  /** In the audience, but opted out of SMS: not sent to. */
  optedout: z.number(),
  /** Sending hours are over: it waits in the outbox until they begin. */
  waitsforhours: z.boolean(),
  samples: z.object({ en: noticeSampleSchema.nullable(), sw: noticeSampleSchema.nullable() }),
});
export type NoticePreview = z.infer<typeof noticePreviewSchema>;

/** POST /api/notices: the SMS queued and their parts. */
export const noticeSentSchema = z.object({
  id: z.string(),
  queued: z.number(),
  parts: z.number(),
  optedout: z.number(),
});

export const noticeSchema = z.object({
  id: z.string(),
  createdat: z.string(),
  createdby: z.string(),
  message: z.string(),
  messagesw: z.string().nullable(),
  rentalids: z.array(z.string()).nullable(),
  filter: noticeFilterSchema.optional(),
  recipients: z.number(),
  parts: z.number(),
  optedout: z.number(),
  /** The outbox's count of the notice's SMS by status. */
  delivery: z.object({
    waiting: z.number(),
    sent: z.number(),
    delivered: z.number(),
    failed: z.number(),
  }),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/notices: the newest first. */
export const noticeListSchema = z.object({ notices: z.array(noticeSchema) });
