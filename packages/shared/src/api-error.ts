import { z } from 'zod';

/** Machine-readable error codes; each maps to one HTTP status. */
export const apiErrorStatus = {
  validation: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  /** The organization's plan does not allow more of something (rentals, tenants...). */
  plan_limit: 403,
  /** An operator suspended the organization: its users may read but not change anything. */
  organization_suspended: 403,
  not_found: 404,
  /** The request did not arrive in time. */
  timeout: 408,
  conflict: 409,
  /**
   * The M-PESA receipt number is already recorded in the organization (by hand, C2B, STK or as
   * an unallocated payment); params name that payment.
   */
  receipt_recorded: 409,
  /**
   * The entry is dated in a month whose books are closed (filed with KRA or closed by the
   * owner); params name the month (YYYY-MM).
   */
  month_closed: 409,
  /** The payment was reversed already (once only; two requests at once: one wins). */
  payment_already_reversed: 409,
  /**
   * The same charge (tenant, words, amount) was billed minutes ago; params name its invoice
   * (`invoice`, `invoiceid`) and `minutes`. Sent again with `billagain: true`, it is billed.
   */
  possible_duplicate: 409,
  /** A payment is never deleted: reverse it (POST /api/transactions/{id}/reverse). */
  payment_reverse_instead: 409,
  payload_too_large: 413,
  /** A part of the address (a path parameter) is too long. */
  uri_too_long: 414,
  unsupported_media_type: 415,
  /**
   * Well formed, but names something the server will not act on: a phone the tenant's page was
   * not given (only the phones the landlord saved are prompted).
   */
  unprocessable: 422,
  locked: 423,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  /** M-PESA (or another provider) refused or failed the request. */
  upstream: 502,
  /** A feature this server is not configured for (M-PESA variables unset). */
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof apiErrorStatus;

/**
 * The one JSON error shape every failed API call answers with. `message` and the `fields`
 * texts are in the requester's language (the signed-in user's setting, else Accept-Language);
 * `key` names the message ("validation.phoneRequired", "error.pinLocked"; see
 * message-catalogue.ts) for a client that words it itself, with `params`.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The message's stable name; absent for a text no catalogue holds. */
    key: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The values the message names, for a client that words it in its own language. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
