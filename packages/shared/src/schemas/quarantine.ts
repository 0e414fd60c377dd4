import { z } from 'zod';

/**
 * Why a payment was kept out of the books for the owner to decide (issue 27). Codes: the web
 * renders each in the reader's language (quarantine.reason.<code> in the catalogues).
 * - source_address: the callback did not come from one of M-PESA's addresses;
 * - amount_out_of_range: not within 1 to 250,000 KES (M-PESA's limit per transaction);
 * - trans_time: more than a day ahead, or more than a year back;
 * - shortcode: paid to a business shortcode that is not the organization's;
 * - stk_amount_mismatch: an STK result's amount differs from what the push asked;
 * - stk_receipt_reused: an STK result's receipt is already recorded;
 * - stk_not_confirmed: M-PESA's STK query did not confirm the result.
 */
export const quarantineReasons = [
  'source_address',
  'amount_out_of_range',
  'trans_time',
  'shortcode',
  'stk_amount_mismatch',
  'stk_receipt_reused',
  'stk_not_confirmed',
] as const;
export type QuarantineReason = (typeof quarantineReasons)[number];

export const quarantinedPaymentSchema = z.object({
  id: z.string(),
  source: z.enum(['c2b', 'stk']),
  transid: z.string(),
  amount: z.number(),
  billref: z.string(),
  payername: z.string(),
  /** ISO instant, as the payment says. */
  paidat: z.string(),
  reasons: z.array(z.enum(quarantineReasons)),
  /** What the reasons were about: sourceip, shortcode, expectedamount (KES). */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  status: z.enum(['open', 'accepted', 'rejected']),
  decidedby: z.string().nullable(),
  decidedat: z.string().nullable(),
  /** The transaction an accepted payment became ('' for an unallocated one). */
  transactionid: z.string().nullable(),
  /** ISO instant it was received. */
  createdat: z.string(),
});
export type QuarantinedPayment = z.infer<typeof quarantinedPaymentSchema>;

export const quarantineListResponseSchema = z.object({
  payments: z.array(quarantinedPaymentSchema),
  /**
   * Confirmations from M-PESA that could not be applied after three tries: the operator is on
   * them; the owner is told how many.
   */
  parked: z.number(),
});

/** POST /api/mpesa/quarantine/{id}/accept: where the payment went. */
export const acceptQuarantinedResponseSchema = z.object({
  outcome: z.enum(['matched', 'unallocated']),
  transactionid: z.string().nullable(),
});
