import { z } from 'zod';
import { languages } from '../enums.js';
import { remittanceSchema } from './landlords.js';
import { ownerPageRepairSchema } from './repair-reports.js';
import { smsMessageResponseSchema } from './sms.js';

/**
 * A landlord's own read-only page (issue 32, part 5): an agent gives each landlord a private
 * link (`/o/<token>`), revocable, like the tenant page. Nothing on it names a tenant's phone
 * or ID number: only rentals, their occupancy and the money figures of the owner statement.
 */

/** POST /api/landlords/{id}/page-link: the new private link (the old one stops working). */
export const ownerLinkSchema = z.object({ url: z.string() });
export type OwnerLink = z.infer<typeof ownerLinkSchema>;

/**
 * GET /api/landlords/{id}/page-link: whether the landlord has a link, since when, and its URL
 * (kept encrypted for re-sending; null if it cannot be read back, then make a new one).
 */
export const ownerLinkStatusSchema = z.object({
  exists: z.boolean(),
  createdat: z.string().nullable(),
  url: z.string().nullable(),
});
export type OwnerLinkStatus = z.infer<typeof ownerLinkStatusSchema>;

/**
 * POST /api/landlords/{id}/page-link/sms: the SMS queued with the landlord's link, in their
 * language. `newlink`: they had no link that could be sent (none, or one whose token can no
 * longer be read back), so a new one was made and any older one stopped working.
 */
export const ownerLinkSmsResponseSchema = smsMessageResponseSchema.extend({
  newlink: z.boolean(),
});
export type OwnerLinkSmsResponse = z.infer<typeof ownerLinkSmsResponseSchema>;

/** A private page's token: 128 random bits, base64url (22 characters). */
export const ownerTokenParamsSchema = z.object({ token: z.string().min(1).max(64) });

/** The page's language: ?lang=en|sw, else the landlord's (set on the landlord form). */
export const ownerPageQuerySchema = z.object({ lang: z.enum(languages).optional() });

/** GET /api/public/owner/{token}/statement/{month}.pdf */
export const ownerStatementPdfParamsSchema = ownerTokenParamsSchema.extend({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});

/** GET /api/public/owner/{token}: what the landlord sees on their own page. */
export const publicOwnerPageSchema = z.object({
  language: z.enum(languages),
  landlord: z.object({ name: z.string() }),
  /** Who manages the rentals: the agent's name. */
  agent: z.object({ name: z.string() }),
  month: z.string(),
  rentals: z.array(
    z.object({
      rentalid: z.string(),
      rentalname: z.string(),
      units: z.number(),
      occupied: z.number(),
      vacant: z.number(),
      collected: z.number(),
    }),
  ),
  totals: z.object({
    units: z.number(),
    occupied: z.number(),
    vacant: z.number(),
  }),
  /** This month's figures, as on the owner statement; arrears are what tenants owe now. */
  collected: z.number(),
  arrears: z.number(),
  expenses: z.number(),
  commission: z.number(),
  due: z.number(),
  /** The months a statement can be downloaded for, newest first. */
  statements: z.array(z.object({ month: z.string() })),
  remittances: z.array(remittanceSchema.omit({ remittanceid: true })),
  /** Their rentals' open repairs, oldest first, then those closed this month with the cost. */
  repairs: z.array(ownerPageRepairSchema),
});
export type PublicOwnerPage = z.infer<typeof publicOwnerPageSchema>;
