import { z } from 'zod';
import { nairobiInstant } from '../dates.js';
import { repairMessages } from '../schema-messages.js';
import { kesAmount } from './amounts.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { repairMessages };

/** What needs repair: codes the screens word in each language. */
export const repairCategories = [
  'plumbing',
  'electrical',
  'water',
  'roof',
  'doors_windows',
  'walls_floors',
  'security',
  'pests',
  'other',
] as const;
export type RepairCategory = (typeof repairCategories)[number];

export const repairPriorities = ['emergency', 'high', 'normal'] as const;
export type RepairPriority = (typeof repairPriorities)[number];

/** The board's columns. `done` is reached by closing only (with its cost). */
export const repairStatuses = ['new', 'scheduled', 'in_progress', 'done', 'cancelled'] as const;
export type RepairStatus = (typeof repairStatuses)[number];

/** Statuses a repair can no longer leave. */
export const closedRepairStatuses: readonly RepairStatus[] = ['done', 'cancelled'];

/** Where the report came from: REPAIR / TENGENEZA came by SMS or by WhatsApp (decision 0074). */
export const repairSources = ['tenant_page', 'sms', 'whatsapp', 'staff'] as const;
export type RepairSource = (typeof repairSources)[number];

export const repairPayers = ['landlord', 'tenant'] as const;
export type RepairPayer = (typeof repairPayers)[number];

/** Photos a tenant may add to a report, each as big as an expense receipt may be. */
export const repairMaxPhotos = 3;

/** "R-1042": a repair's short reference, as SMS and screens say it. */
export const repairReference = (number: number) => `R-${number}`;

const category = z.enum(repairCategories, { error: repairMessages.categoryRequired });
const description = z
  .string({ error: repairMessages.descriptionRequired })
  .trim()
  .min(1, repairMessages.descriptionRequired)
  .max(1000, repairMessages.descriptionTooLong);

/**
 * POST /api/public/tenant/{token}/repairs: what the tenant reports, with up to 3 photos, each
 * base64 (a data: URL is accepted), checked by its bytes as expense receipts are.
 */
export const tenantRepairBodySchema = z.object({
  category,
  description,
  photos: z
    .array(z.string().max(7_100_000), { error: repairMessages.photoType })
    .max(repairMaxPhotos, repairMessages.photosTooMany)
    .optional(),
});
export type TenantRepairBody = z.input<typeof tenantRepairBodySchema>;

/** POST /api/repairs: staff record a repair for a tenant (their house) or a rental. */
export const newRepairBodySchema = z
  .object({
    tenantid: z.string().trim().max(64).optional(),
    rentalid: z.string().trim().max(64).optional(),
    category,
    description,
    priority: z.enum(repairPriorities).optional().default('normal'),
  })
  .superRefine((body, ctx) => {
    if (Boolean(body.tenantid) === Boolean(body.rentalid)) {
      ctx.addIssue({ code: 'custom', path: ['tenantid'], message: repairMessages.whoRequired });
    }
  });
export type NewRepairBody = z.input<typeof newRepairBodySchema>;

/** A team member (by user id) or a vendor (a name and a phone). */
export const repairAssigneeSchema = z.union(
  [
    z.object({ userid: z.string().trim().min(1).max(64) }).strict(),
    z
      .object({
        name: z.string().trim().min(1).max(120),
        phone: z.string().trim().min(9).max(20),
      })
      .strict(),
  ],
  { error: repairMessages.assigneeRequired },
);

/**
 * When a repair is scheduled, as an instant (UTC ISO): `YYYY-MM-DDTHH:mm` is Nairobi's time, an
 * ISO instant with its offset (or Z) is taken as it is; null for anything else.
 */
export function repairScheduledInstant(value: string): string | null {
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(value);
  if (!local && !zoned) return null;
  const at = local ? Date.parse(`${local[1]}T${local[2]}:00.000Z`) : Date.parse(value);
  if (Number.isNaN(at)) return null;
  return local ? nairobiInstant(local[1]!, local[2]!) : new Date(at).toISOString();
}

const scheduledFor = z
  .string()
  .trim()
  .refine((value) => repairScheduledInstant(value) !== null, repairMessages.scheduledForInvalid);

/**
 * PUT /api/repairs/{id}: any of these; the tenant is told by SMS when `notifytenant`. With
 * `notifyvendor` the vendor the repair is assigned to is sent the job by SMS, with the
 * tenant's phone only when `sharetenantphone` (the tenant's number is theirs to give).
 */
export const updateRepairBodySchema = z.object({
  status: z
    .enum(repairStatuses)
    .refine((status) => status !== 'done', repairMessages.doneByClosing)
    .optional(),
  priority: z.enum(repairPriorities).optional(),
  assignee: repairAssigneeSchema.nullable().optional(),
  scheduledfor: scheduledFor.nullable().optional(),
  note: z.string().trim().max(1000).optional(),
  notifytenant: z.boolean().optional().default(false),
  notifyvendor: z.boolean().optional().default(false),
  sharetenantphone: z.boolean().optional().default(false),
});
export type UpdateRepairBody = z.input<typeof updateRepairBodySchema>;

/**
 * POST /api/repairs/{id}/close: the cost (none, or 0, for a repair that cost nothing) and who
 * pays it: the landlord (an expense of the rental) or the tenant (a Bill now charge).
 */
export const closeRepairBodySchema = z
  .object({
    cost: kesAmount(repairMessages.paidByRequired)
      .refine((kes) => kes >= 0, repairMessages.paidByRequired)
      .optional(),
    paidby: z.enum(repairPayers, { error: repairMessages.paidByRequired }).optional(),
    note: z.string().trim().max(1000).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.cost ?? 0) > 0 && !body.paidby) {
      ctx.addIssue({ code: 'custom', path: ['paidby'], message: repairMessages.paidByRequired });
    }
  });
export type CloseRepairBody = z.input<typeof closeRepairBodySchema>;

export const repairQuerySchema = z.object({
  status: z.enum(repairStatuses).optional(),
  rentalid: z.string().trim().max(64).optional(),
});

export const repairIdParamsSchema = z.object({ id: z.string().max(64) });
export const repairPhotoParamsSchema = z.object({
  id: z.string().max(64),
  photoid: z.string().max(64),
});

export const repairEventSchema = z.object({
  at: z.string(),
  /** The member's name; null: the tenant. */
  by: z.string().nullable(),
  status: z.enum(repairStatuses).nullable(),
  note: z.string().nullable(),
});

export const repairSchema = z.object({
  id: z.string(),
  reference: z.string(),
  rentalid: z.string(),
  rentalname: z.string().nullable(),
  tenantid: z.string().nullable(),
  tenantname: z.string().nullable(),
  housenumber: z.string().nullable(),
  category: z.enum(repairCategories),
  description: z.string(),
  priority: z.enum(repairPriorities),
  status: z.enum(repairStatuses),
  assignee: z
    .object({ userid: z.string().nullable(), name: z.string(), phone: z.string().nullable() })
    .nullable(),
  scheduledfor: z.string().nullable(),
  reportedvia: z.enum(repairSources),
  createdat: z.string(),
  updatedat: z.string(),
  closedat: z.string().nullable(),
  photos: z.number(),
  /** The photos' ids (GET /api/repairs/{id}/photos/{photoid}); with the history only. */
  photoids: z.array(z.string()).optional(),
  /** Money: left out for those who may not see it (a caretaker). */
  cost: z.number().nullable().optional(),
  paidby: z.enum(repairPayers).nullable().optional(),
  expenseid: z.string().nullable().optional(),
  invoiceid: z.string().nullable().optional(),
  events: z.array(repairEventSchema).optional(),
});
export type Repair = z.infer<typeof repairSchema>;

export const repairListSchema = z.object({ repairs: z.array(repairSchema) });

/** What the tenant's page answers a report with. */
export const tenantRepairReportedSchema = z.object({
  reference: z.string(),
  status: z.enum(repairStatuses),
});
