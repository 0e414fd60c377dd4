import { z } from 'zod';

/**
 * GET /api/dashboard/summary: the tiles, recent transactions and the 12-month chart. Fields are
 * only ever added (outside clients read this response). Every figure is one a report shows:
 * collections, occupancy and the income statement compute them, the dashboard repeats them.
 */
export const dashboardSummarySchema = z.object({
  /**
   * The current month's name in Nairobi, in English ("November"), kept for API clients that
   * read it. Screens word the month from `monthkey` in the reader's language.
   */
  month: z.string(),
  /** The current Nairobi month, YYYY-MM ("2026-11"): what a screen words in its language. */
  monthkey: z.string(),
  /** KES received this month (tenant payments). */
  revenue: z.number(),
  /** KES owed by all tenants (sum of positive balances). */
  totaldebts: z.number(),
  rentals: z.number(),
  tenants: z.number(),
  /**
   * This month's collected as a percent of its invoiced, one decimal (the collections report's
   * rate); null when nothing was invoiced this month.
   */
  collectionrate: z.number().nullable(),
  /** Percent of units occupied today, one decimal (the occupancy report's totals). */
  occupancyrate: z.number(),
  /** Units in all rentals and those occupied today (the occupancy report's totals). */
  units: z.number(),
  occupied: z.number(),
  /** Units vacant today (the vacancies report's units). */
  vacantunits: z.number(),
  /** KES of rent the vacant units lost this month so far (the vacancies report, prorated). */
  rentlostthismonth: z.number(),
  /** KES paid out this month so far (the income statement's expenses, this month by default). */
  expenses: z.number(),
  /** This month's income less its expenses (the income statement's net). */
  net: z.number(),
  recenttransactions: z.array(
    z.object({
      transactionid: z.string(),
      fullname: z.string(),
      housenumber: z.string(),
      /** The tenant's account now: cleared (owes nothing) or owing. */
      status: z.enum(['cleared', 'owing']),
      paymentmode: z.string(),
      amount: z.number(),
      /** The tenant's balance now. */
      balance: z.number(),
    }),
  ),
  /**
   * Oldest month first: YYYY-MM (`month`, what a screen words in its language), an English
   * label kept for API clients ("Nov 2026"), received and invoiced KES (the collections
   * report's collected and invoiced) and expenses paid (the income statement's).
   */
  chart: z.array(
    z.object({
      month: z.string(),
      label: z.string(),
      revenue: z.number(),
      invoiced: z.number(),
      expenses: z.number(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** GET /api/search?q=: the dashboard search box. */
export const searchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const searchResponseSchema = z.object({
  tenants: z.array(z.object({ id: z.string(), name: z.string(), housenumber: z.string() })),
  rentals: z.array(z.object({ id: z.string(), name: z.string(), location: z.string() })),
  transactions: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      tenantname: z.string(),
      amount: z.number(),
      date: z.string(),
    }),
  ),
});
export type SearchResults = z.infer<typeof searchResponseSchema>;
