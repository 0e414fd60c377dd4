import { z } from 'zod';
import { activityKinds } from '../activity.js';
import { optionalCalendarDate } from './dates.js';

/** GET /api/activity: the owner's filters; `cursor` continues a page. */
export const activityQuerySchema = z.object({
  userid: z.string().trim().max(64).optional(),
  kind: z.enum(activityKinds, { error: 'Unknown kind of activity' }).optional(),
  from: optionalCalendarDate,
  to: optionalCalendarDate,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  activityid: z.string(),
  /** ISO-8601 instant. */
  at: z.string(),
  /** null for the system (jobs, M-PESA callbacks). */
  userid: z.string().nullable(),
  username: z.string(),
  role: z.string(),
  kind: z.enum(activityKinds),
  entity: z.string().nullable(),
  entityid: z.string().nullable(),
  /** The English line; the web app renders `kind` with `details` in the user's language. */
  summary: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  ip: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  activity: z.array(activityEntrySchema),
  nextcursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** What a user exported from the browser (exports are made client-side). */
export const exportedDataSchema = z.enum([
  'tenants',
  'readings',
  'transactions',
  'payments',
  'invoices',
  'subscriptions',
  'messages',
  'statement',
  'activity',
  'arrears',
  'deposits',
  'expenses',
  'kra-mri',
  'rent-roll',
  'occupancy',
  'collections',
  'income-statement',
  'owner-statement',
  'repairs',
  'etims-report',
]);

/** POST /api/activity/exports: the browser reports an export, so the log shows it. */
export const exportRecordBodySchema = z.object({
  what: exportedDataSchema,
  format: z.enum(['csv', 'pdf']),
  count: z.number().int().min(0).max(10_000_000),
});
export type ExportRecordBody = z.infer<typeof exportRecordBodySchema>;
