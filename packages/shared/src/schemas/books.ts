import { z } from 'zod';
import { pin } from './fields.js';
import { calendarMonth } from './kra-mri.js';

/**
 * Why a month's books are closed (issue 29): its KRA Monthly Rental Income return was
 * recorded as filed, or the owner closed it by hand in Settings → Books.
 */
export const closedMonthReasons = ['kra-filed', 'closed-by-owner'] as const;
export type ClosedMonthReason = (typeof closedMonthReasons)[number];

/** A KRA return recorded as filed for a month: its figures are what reopening may change. */
const filedReturnSchema = z.object({
  /** The agent's landlord the return is for; null: the organization's own. */
  landlordname: z.string().nullable(),
  prn: z.string(),
  paidon: z.string(),
});

const closedMonthSchema = z.object({
  month: z.string(),
  closedat: z.string(),
  reason: z.enum(closedMonthReasons),
  /** The returns filed for the month, whose figures a reopening may change. */
  filed: z.array(filedReturnSchema),
});
export type ClosedMonth = z.infer<typeof closedMonthSchema>;

/** GET /api/books/closed-months: newest month first. */
export const closedMonthsResponseSchema = z.object({ months: z.array(closedMonthSchema) });
export type ClosedMonthsResponse = z.infer<typeof closedMonthsResponseSchema>;

/** POST /api/books/closed-months */
export const closeMonthBodySchema = z.object({ month: calendarMonth });
export type CloseMonthBody = z.infer<typeof closeMonthBodySchema>;
export const closeMonthResponseSchema = z.object({ month: closedMonthSchema });

/** DELETE /api/books/closed-months/{month} */
export const closedMonthParamsSchema = z.object({ month: calendarMonth });
export const reopenMonthBodySchema = z.object({ currentpin: pin });
export type ReopenMonthBody = z.infer<typeof reopenMonthBodySchema>;
/** The month reopened and the filed returns whose figures may now change. */
export const reopenMonthResponseSchema = z.object({
  month: z.string(),
  filed: z.array(filedReturnSchema),
});
export type ReopenMonthResponse = z.infer<typeof reopenMonthResponseSchema>;
