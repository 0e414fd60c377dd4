import { z } from 'zod';
import { optionalCalendarDate } from './dates.js';
import { calendarMonth } from './kra-mri.js';

const rentalFilter = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((id) => id || undefined);

/** Every report's filters: one rental, and for agents one landlord's rentals. */
const scopeFilters = { rentalid: rentalFilter, landlordid: rentalFilter };

/** GET /api/reports/rent-roll and /occupancy. */
export const rentalReportQuerySchema = z.object(scopeFilters);

export const rentRollUnitSchema = z.object({
  rentalid: z.string(),
  rentalname: z.string(),
  roomtype: z.string(),
  /** Null for a free unit: units are counted per room type, not named. */
  housenumber: z.string().nullable(),
  tenantid: z.string().nullable(),
  tenantname: z.string().nullable(),
  /** The tenant's rent in force today; a free unit's room type rent. KES a month. */
  monthlyrent: z.number(),
  depositheld: z.number(),
  balance: z.number(),
  status: z.enum(['occupied', 'vacant']),
  moveindate: z.string().nullable(),
});
export type RentRollUnit = z.infer<typeof rentRollUnitSchema>;

/** GET /api/reports/rent-roll: one row per unit, occupied or free. */
export const rentRollSchema = z.object({ units: z.array(rentRollUnitSchema) });
export type RentRoll = z.infer<typeof rentRollSchema>;

const occupancyFigures = z.object({
  units: z.number(),
  occupied: z.number(),
  vacant: z.number(),
  /** Percent of units free, one decimal. */
  vacancyrate: z.number(),
  /** The rent of the free units, KES a month. */
  vacancyloss: z.number(),
});

/** GET /api/reports/occupancy: per rental and in total, with 12 months of occupancy. */
export const occupancySchema = z.object({
  rentals: z.array(occupancyFigures.extend({ rentalid: z.string(), rentalname: z.string() })),
  totals: occupancyFigures,
  /** Oldest first: tenants living there at each month's end against today's units. */
  trend: z.array(
    z.object({
      month: z.string(),
      units: z.number(),
      occupied: z.number(),
      /** Percent of units occupied, one decimal. */
      occupancyrate: z.number(),
    }),
  ),
});
export type Occupancy = z.infer<typeof occupancySchema>;

/** GET /api/reports/collections: months from..to (YYYY-MM), the last 12 by default. */
export const collectionsQuerySchema = z.object({
  from: calendarMonth.optional(),
  to: calendarMonth.optional(),
  ...scopeFilters,
});

const collectionFigures = z.object({
  /**
   * Rent, water, service charge and other charges billed in the month (not deposits), less the
   * credit notes given in the month on charges (of this month or earlier ones).
   */
  invoiced: z.number(),
  /** Payments received in the month, less what went to deposits. */
  collected: z.number(),
  /** Collected as a percent of invoiced, one decimal; null when nothing (or less) was invoiced. */
  rate: z.number().nullable(),
  /**
   * Deposit money kept at move-out in the month (its own line: not in collected or rate), KES.
   */
  keptfromdeposits: z.number(),
});

export const collectionsSchema = z.object({
  months: z.array(
    collectionFigures.extend({
      month: z.string(),
      rentals: z.array(collectionFigures.extend({ rentalid: z.string(), rentalname: z.string() })),
    }),
  ),
  totals: collectionFigures,
});
export type Collections = z.infer<typeof collectionsSchema>;

/** GET /api/reports/income-statement: the calendar days from..to, this month by default. */
export const incomeStatementQuerySchema = z.object({
  from: optionalCalendarDate,
  to: optionalCalendarDate,
  ...scopeFilters,
});

const incomeSchema = z.object({
  rent: z.number(),
  water: z.number(),
  servicecharge: z.number(),
  other: z.number(),
  /** Deposit money kept at move-out (damage, cleaning, water, unpaid rent...), KES. */
  keptfromdeposits: z.number(),
  total: z.number(),
});

const expensesSchema = z.object({
  total: z.number(),
  /** KES per category (packages/shared enums expenseCategories); every category is present. */
  bycategory: z.record(z.string(), z.number()),
});

/**
 * Income collected (what tenants' payments paid for: rent, water, service charge, other; not
 * deposits, except deposit money kept at move-out, income of the day it was kept) and expenses paid, per rental and in all, for the days from..to. Expenses of the
 * whole organization count in the totals only.
 */
export const incomeStatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  rentals: z.array(
    z.object({
      rentalid: z.string(),
      rentalname: z.string(),
      income: incomeSchema,
      expenses: expensesSchema,
      net: z.number(),
    }),
  ),
  totals: z.object({
    income: z.number(),
    expenses: z.number(),
    net: z.number(),
    /** Income by kind and expenses by category over all rentals (organization-wide included). */
    incomebykind: incomeSchema,
    expensesbycategory: z.record(z.string(), z.number()),
  }),
});
export type IncomeStatement = z.infer<typeof incomeStatementSchema>;

/** A vacant unit: named when a tenant lived there (their house number), else null. */
export const vacantUnitSchema = z.object({
  rentalid: z.string(),
  rentalname: z.string(),
  /** The last tenant's house number; null for a unit never let (units are counted, not named). */
  housenumber: z.string().nullable(),
  roomtype: z.string(),
  /** The day after the last tenancy ended, or the room type's creation date if never let. */
  vacantsince: z.string(),
  /** Days from vacantsince to today, both counted. */
  daysvacant: z.number(),
  /** The room type's rent for those days, each month's days at that month's daily rent. KES. */
  rentlost: z.number(),
  /** The room type's monthly rent today, KES. */
  monthlyrent: z.number(),
});
export type VacantUnit = z.infer<typeof vacantUnitSchema>;

/** A current tenant with a move-out date ahead (a notice to vacate). */
export const vacatingTenantSchema = z.object({
  rentalid: z.string(),
  rentalname: z.string(),
  housenumber: z.string(),
  tenantid: z.string(),
  tenantname: z.string(),
  moveoutdate: z.string(),
});

/** Mean days between a tenancy ending and the next starting in the same house. */
export const reletRentalSchema = z.object({
  rentalid: z.string(),
  rentalname: z.string(),
  /** Null: no house has been re-let yet. One decimal. */
  averagereletdays: z.number().nullable(),
  relets: z.number(),
});

/** GET /api/reports/vacancies. */
export const vacanciesSchema = z.object({
  units: z.array(vacantUnitSchema),
  vacating: z.array(vacatingTenantSchema),
  /** Over every re-let in scope; null when none. */
  averagereletdays: z.number().nullable(),
  rentals: z.array(reletRentalSchema),
  /** Vacant units and the rent they lost so far, all told. */
  totals: z.object({ units: z.number(), rentlost: z.number() }),
});
export type Vacancies = z.infer<typeof vacanciesSchema>;

/** The longest a unit may stay vacant before the landlord is alerted; null: no alert. */
export const vacancySettingsSchema = z.object({
  alertafterdays: z.number().int().min(1).max(3650).nullable(),
});
export type VacancySettings = z.infer<typeof vacancySettingsSchema>;
