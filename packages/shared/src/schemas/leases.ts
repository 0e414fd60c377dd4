import { z } from 'zod';
import { leaseMessages } from '../schema-messages.js';
import { kesAmount } from './amounts.js';
import { calendarDate } from './dates.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { leaseMessages };

export const escalationTypes = ['percent', 'amount'] as const;
export const noticeGivers = ['tenant', 'landlord'] as const;
/** fixed: a term with an end; monthtomonth: the end passed unrenewed; open: no end set. */
export const leaseStatuses = ['fixed', 'monthtomonth', 'open'] as const;

const optionalDate = calendarDate(leaseMessages.dateRequired).optional();

/** A whole number of days from 0 to max. */
const days = (max: number) =>
  z.coerce
    .number({ error: leaseMessages.daysRequired })
    .int(leaseMessages.daysRequired)
    .min(0, leaseMessages.daysRequired)
    .max(max, leaseMessages.daysRequired);

/**
 * A yearly escalation: the rent rises by `amount` percent, or by `amount` KES, on each
 * anniversary of the lease's start, as a dated rent change; the tenant is told by SMS
 * `tellbeforedays` before (30 unless set).
 */
export const escalationSchema = z
  .object({
    type: z.enum(escalationTypes, { error: leaseMessages.escalationTypeRequired }),
    amount: kesAmount(leaseMessages.escalationAmountRequired).refine(
      (value) => value > 0,
      leaseMessages.escalationAmountRequired,
    ),
    every: z.literal('year').default('year'),
    tellbeforedays: days(90).default(30),
  })
  .superRefine((rule, ctx) => {
    if (rule.type === 'percent' && rule.amount > 100) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: leaseMessages.percentRange });
    }
  });

/** PUT /api/tenant/{id}/lease: the term, the notice period, and an escalation or none. */
export const leaseBodySchema = z
  .object({
    startdate: calendarDate(leaseMessages.startdateRequired),
    /** Absent or null: open-ended. */
    enddate: optionalDate.nullable(),
    noticedays: days(365),
    escalation: escalationSchema.nullable().optional(),
  })
  .refine((lease) => !lease.enddate || lease.enddate > lease.startdate, {
    message: leaseMessages.endBeforeStart,
    path: ['enddate'],
  });
export type LeaseBody = z.input<typeof leaseBodySchema>;
export type LeaseValues = z.output<typeof leaseBodySchema>;

/**
 * POST /api/tenant/{id}/lease/renew: a new end date, and optionally a new rent from `from`
 * (the day after the old end unless given).
 */
export const leaseRenewBodySchema = z.object({
  enddate: calendarDate(leaseMessages.enddateRequired),
  newrent: kesAmount(leaseMessages.newrentRequired)
    .refine((value) => value > 0, leaseMessages.newrentRequired)
    .optional(),
  from: optionalDate,
});
export type LeaseRenewBody = z.input<typeof leaseRenewBodySchema>;
export type LeaseRenewValues = z.output<typeof leaseRenewBodySchema>;

/** POST /api/tenant/{id}/notice: a notice to vacate, given on `date`, leaving on `moveoutdate`. */
export const vacateNoticeBodySchema = z
  .object({
    givenby: z.enum(noticeGivers, { error: leaseMessages.givenbyRequired }),
    date: calendarDate(leaseMessages.dateRequired),
    moveoutdate: calendarDate(leaseMessages.moveoutdateRequired),
  })
  .refine((notice) => notice.moveoutdate >= notice.date, {
    message: leaseMessages.moveoutBeforeNotice,
    path: ['moveoutdate'],
  });
export type VacateNoticeBody = z.input<typeof vacateNoticeBodySchema>;
export type VacateNoticeValues = z.output<typeof vacateNoticeBodySchema>;

export const leaseSchema = z.object({
  startdate: z.string(),
  enddate: z.string().nullable(),
  noticedays: z.number(),
  escalation: z
    .object({
      type: z.enum(escalationTypes),
      amount: z.number(),
      every: z.literal('year'),
      tellbeforedays: z.number(),
    })
    .nullable(),
  status: z.enum(leaseStatuses),
  /** Days until the end (negative once passed); null when open-ended. */
  daysleft: z.number().nullable(),
  /** The next anniversary's rent change, once the escalation is set. */
  nextescalation: z.object({ date: z.string(), monthlyrent: z.number() }).nullable(),
  updatedby: z.string(),
  updatedat: z.string(),
});
export type Lease = z.infer<typeof leaseSchema>;

export const vacateNoticeSchema = z.object({
  givenby: z.enum(noticeGivers),
  date: z.string(),
  moveoutdate: z.string(),
  /** Given with fewer days than the lease's notice period. */
  short: z.boolean(),
  createdby: z.string(),
  createdat: z.string(),
});
export type VacateNotice = z.infer<typeof vacateNoticeSchema>;

/** GET /api/tenant/{id}/lease (and the answer of each change): the lease and the notice given. */
export const tenantLeaseSchema = z.object({
  lease: leaseSchema.nullable(),
  notice: vacateNoticeSchema.nullable(),
});
export type TenantLease = z.infer<typeof tenantLeaseSchema>;
