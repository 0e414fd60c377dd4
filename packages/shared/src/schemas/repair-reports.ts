import { z } from 'zod';
import { calendarMonth } from './kra-mri.js';
import { repairCategories, repairPayers, repairPriorities, repairStatuses } from './repairs.js';

/**
 * Repairs as the reports, the tenant's page and the landlord's page show them (issue 32). Each
 * answer picks its fields: the pages never carry a tenant's name, phone or ID number, and the
 * tenant's page never the words of a report (only its category), as anyone with the link sees it.
 */

/** A repair on the tenant's own page: theirs, open or closed lately. */
export const tenantPageRepairSchema = z.object({
  reference: z.string(),
  category: z.enum(repairCategories),
  status: z.enum(repairStatuses),
  /** When it was reported (UTC ISO). */
  reportedat: z.string(),
});
export type TenantPageRepair = z.infer<typeof tenantPageRepairSchema>;

/** A repair on a landlord's own page: open, or closed this month with its cost. */
export const ownerPageRepairSchema = z.object({
  reference: z.string(),
  rentalname: z.string(),
  /** The house, when a tenant's; null for the building's own. */
  housenumber: z.string().nullable(),
  category: z.enum(repairCategories),
  priority: z.enum(repairPriorities),
  status: z.enum(repairStatuses),
  reportedat: z.string(),
  closedat: z.string().nullable(),
  /** KES; null while open or when it cost nothing. */
  cost: z.number().nullable(),
  paidby: z.enum(repairPayers).nullable(),
});
export type OwnerPageRepair = z.infer<typeof ownerPageRepairSchema>;

const idFilter = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((id) => id || undefined);

/**
 * GET /api/reports/repairs: months from..to (YYYY-MM), the last 12 by default; one rental, and
 * for agents one landlord's rentals, as every report.
 */
export const repairsReportQuerySchema = z.object({
  from: calendarMonth.optional(),
  to: calendarMonth.optional(),
  rentalid: idFilter,
  landlordid: idFilter,
});

export const openRepairRowSchema = z.object({
  repairid: z.string(),
  reference: z.string(),
  rentalid: z.string(),
  rentalname: z.string(),
  housenumber: z.string().nullable(),
  category: z.enum(repairCategories),
  priority: z.enum(repairPriorities),
  status: z.enum(repairStatuses),
  reportedat: z.string(),
  /** Whole days since the Nairobi day it was reported. */
  agedays: z.number(),
});
export type OpenRepairRow = z.infer<typeof openRepairRowSchema>;

export const repairCostRowSchema = z.object({
  rentalid: z.string(),
  rentalname: z.string(),
  month: z.string(),
  /** Repairs the landlord paid: their expenses (as recorded now), KES. */
  repairs: z.number(),
  /** Closed repairs counted in `repairs`. */
  repaircount: z.number(),
  /** Repairs charged to tenants by Bill now, KES: not the landlord's cost. */
  chargedtotenants: z.number(),
  /** The rental's other expenses that month, KES. */
  otherexpenses: z.number(),
  /** repairs + otherexpenses. */
  totalexpenses: z.number(),
});
export type RepairCostRow = z.infer<typeof repairCostRowSchema>;

/**
 * Open repairs now (oldest first) and counted by age, and per rental and month the cost of
 * closed repairs beside the rental's other expenses. Money in KES, as every report.
 */
export const repairsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  open: z.array(openRepairRowSchema),
  openbyage: z.object({ under7: z.number(), days7to30: z.number(), over30: z.number() }),
  costs: z.array(repairCostRowSchema),
  totals: z.object({
    repairs: z.number(),
    chargedtotenants: z.number(),
    otherexpenses: z.number(),
    totalexpenses: z.number(),
  }),
});
export type RepairsReport = z.infer<typeof repairsReportSchema>;
