import { z } from 'zod';
import { languages, tenantChannels, tenantStatuses, type TenantChannel } from '../enums.js';
import { kesAmount } from './amounts.js';
import { invoiceBillSchema, paymentReceiptSchema } from './bills.js';
import { sentInvoiceSchema } from './invoices.js';
import { depositStatementSchema, ledgerEntrySchema } from './ledger.js';
import { smsMessageResponseSchema } from './sms.js';
import { transactionSchema } from './transactions.js';
import { tenantPageRepairSchema } from './repair-reports.js';
import { tenantPageMessages } from '../schema-messages.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { tenantPageMessages };

/** POST /api/tenant/{id}/link: the new private link (shown once; only its hash is kept). */
export const tenantLinkSchema = z.object({
  url: z.string(),
  createdat: z.string(),
});
export type TenantLink = z.infer<typeof tenantLinkSchema>;

/** GET /api/tenant/{id}/link: whether the tenant has a link, and since when (never the URL). */
export const tenantLinkStatusSchema = z.object({
  link: z.object({ createdat: z.string(), createdby: z.string() }).nullable(),
});
export type TenantLinkStatus = z.infer<typeof tenantLinkStatusSchema>;

/**
 * POST /api/tenant/{id}/link/sms: the SMS queued with the tenant's link, in their language.
 * `newlink`: the tenant had no link that could be sent (none, or one made before links were
 * kept for SMS), so a new one was made and any older one stopped working.
 */
export const tenantLinkSmsResponseSchema = smsMessageResponseSchema.extend({
  newlink: z.boolean(),
});
export type TenantLinkSmsResponse = z.infer<typeof tenantLinkSmsResponseSchema>;

/** Which saved phone a prompt goes to: the tenant's own, or the one that pays for them. */
export const payPhones = ['own', 'paysfrom'] as const;
export type PayPhone = (typeof payPhones)[number];

/** A private page's token: 128 random bits, base64url (22 characters). */
export const tenantTokenParamsSchema = z.object({ token: z.string().min(1).max(64) });

/**
 * GET /api/public/tenant/{token}: what the tenant sees on their own page. Nothing about the
 * landlord beyond whom to pay and where; nothing about any other tenant.
 */
export const publicTenantPageSchema = z.object({
  landlord: z.object({ name: z.string(), phone: z.string() }),
  /** The paybill (null until the landlord sets one) and the account to type there. */
  payto: z.object({ paybill: z.string().nullable(), account: z.string() }),
  tenant: z.object({
    name: z.string(),
    housenumber: z.string(),
    rentalname: z.string(),
    language: z.enum(languages),
    status: z.enum(tenantStatuses),
    /** YYYY-MM-DD; what the statement PDF prints (a final statement both). */
    moveindate: z.string().nullable(),
    moveoutdate: z.string().nullable(),
  }),
  /** KES of rent and water owed (negative: paid ahead). */
  balance: z.number(),
  /** KES of deposit the landlord holds. */
  depositheld: z.number(),
  statement: z.array(ledgerEntrySchema),
  deposit: depositStatementSchema,
  /** Whether "Pay with M-PESA" can send a push (the landlord's own Daraja app is set). */
  canpay: z.boolean(),
  /**
   * The phones a prompt may go to, masked (`07•• ••• 678`): the tenant's own and the one the
   * landlord saved as paying for them. Never the full number: anyone holding the link sees it.
   */
  payphones: z.array(z.object({ payphone: z.enum(payPhones), masked: z.string() })),
  /** The tenant's repairs still open, and those closed in the last 30 days, newest first. */
  repairs: z.array(tenantPageRepairSchema),
  /**
   * How the tenant is messaged (issue 34), and whether the landlord's WhatsApp is set up (its
   * phone number id, access token and a template): the page offers the choice only then.
   */
  channel: z.enum(tenantChannels),
  whatsapp: z.boolean(),
});
export type PublicTenantPage = z.infer<typeof publicTenantPageSchema>;

/**
 * What the tenant may choose on their page: SMS, or WhatsApp with SMS once if it does not
 * arrive. Plain WhatsApp is the landlord's to set: the tenant cannot know that the landlord's
 * WhatsApp reaches them (decision 0061).
 */
export const tenantPageChannels = [
  'sms',
  'whatsapp_sms',
] as const satisfies readonly TenantChannel[];
export type TenantPageChannel = (typeof tenantPageChannels)[number];

/** PUT /api/public/tenant/{token}/channel. */
export const tenantPageChannelBodySchema = z.object({
  channel: z.enum(tenantPageChannels, { error: tenantPageMessages.channelChoice }),
});
export type TenantPageChannelBody = z.input<typeof tenantPageChannelBodySchema>;

export const tenantPageChannelResponseSchema = z.object({ channel: z.enum(tenantChannels) });

/**
 * POST /api/public/tenant/{token}/pay: an STK push for the balance or less, to one of the
 * tenant's saved phones (`payphone`). Older pages sent the number itself (`phonenumber`): it
 * is still taken when it is one of the saved numbers (in any of its written forms), and
 * refused (422) otherwise. The page never takes a number the landlord did not save.
 */
export const tenantPagePayBodySchema = z
  .object({
    amount: kesAmount(tenantPageMessages.amountRequired).refine(
      (kes) => kes > 0,
      tenantPageMessages.amountPositive,
    ),
    payphone: z.enum(payPhones, { error: tenantPageMessages.payPhoneRequired }).optional(),
    phonenumber: z.string({ error: tenantPageMessages.phoneNotSaved }).trim().max(20).optional(),
  })
  .refine((body) => body.payphone !== undefined || body.phonenumber !== undefined, {
    message: tenantPageMessages.payPhoneRequired,
    path: ['payphone'],
  });
export type TenantPagePayBody = z.input<typeof tenantPagePayBodySchema>;

/**
 * GET /api/public/tenant/{token}/invoices/{reference}: one of the tenant's own invoices, named
 * as their statement names it (INV-000123), with what its PDF prints. Any other is a 404.
 */
export const tenantPageInvoiceParamsSchema = tenantTokenParamsSchema.extend({
  reference: z.string().regex(/^INV-\d{1,12}$/),
});

/** GET /api/public/tenant/{token}/receipts/{reference}: the payment's 12-character reference. */
export const tenantPageReceiptParamsSchema = tenantTokenParamsSchema.extend({
  reference: z.string().regex(/^[\w-]{1,12}$/),
});

/** The invoice as the tenant's PDF needs it: nothing of the SMS sent or of internal ids. */
export const publicInvoiceSchema = z.object({
  invoice: sentInvoiceSchema.omit({ tenantid: true, message: true }),
  bill: invoiceBillSchema,
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

/** The payment as the tenant's receipt PDF needs it: no user or tenant ids, no verification. */
export const publicReceiptSchema = z.object({
  transaction: transactionSchema.omit({ verified: true, verifiedby: true, reversal: true }).extend({
    transactiondata: transactionSchema.shape.transactiondata.omit({
      tenantid: true,
      userid: true,
    }),
    /** The payment was reversed: it counts for nothing (the statement shows both lines). */
    reversed: z.boolean(),
    /** The day its reversal counts from (YYYY-MM-DD); null when not reversed. */
    reversedon: z.string().nullable(),
  }),
  receipt: paymentReceiptSchema,
});
export type PublicReceipt = z.infer<typeof publicReceiptSchema>;
