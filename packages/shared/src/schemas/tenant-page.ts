import { z } from 'zod';
import { languages, tenantStatuses } from '../enums.js';
import { kesAmount } from './amounts.js';
import { phoneNumber } from './fields.js';
import { depositStatementSchema, ledgerEntrySchema } from './ledger.js';

/** The messages of the tenant's own page and its link (spec texts stay in the catalogues). */
export const tenantPageMessages = {
  amountRequired: 'Amount is required',
  amountPositive: 'Enter an amount above zero',
  amountAboveBalance: (balance: string) => `At most your balance, ${balance}`,
  nothingOwed: 'Nothing is owed: there is nothing to pay',
  tooManyRequests: 'Too many requests. Try again in a minute.',
} as const;

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
  }),
  /** KES of rent and water owed (negative: paid ahead). */
  balance: z.number(),
  /** KES of deposit the landlord holds. */
  depositheld: z.number(),
  statement: z.array(ledgerEntrySchema),
  deposit: depositStatementSchema,
  /** Whether "Pay with M-PESA" can send a push (the landlord's own Daraja app is set). */
  canpay: z.boolean(),
});
export type PublicTenantPage = z.infer<typeof publicTenantPageSchema>;

/** POST /api/public/tenant/{token}/pay: an STK push for the balance or less. */
export const tenantPagePayBodySchema = z.object({
  amount: kesAmount(tenantPageMessages.amountRequired).refine(
    (kes) => kes > 0,
    tenantPageMessages.amountPositive,
  ),
  phonenumber: phoneNumber,
});
export type TenantPagePayBody = z.input<typeof tenantPagePayBodySchema>;
