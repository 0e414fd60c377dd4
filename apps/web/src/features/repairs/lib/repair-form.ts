import { nairobiWallClock } from '@rental/shared/dates';
import {
  repairAssigneeSchema,
  repairMessages,
  repairPriorities,
  repairStatuses,
  type Repair,
  type UpdateRepairBody,
} from '@rental/shared/schemas/repairs';
import { z } from 'zod';

/** Who does the work, as the form asks it: no one, a team member, or a fundi from outside. */
export type AssigneeKind = 'none' | 'member' | 'vendor';

/** What the update form holds; the body sent is made from it by `updateBodyOf`. */
export const repairFormSchema = z
  .object({
    status: z.enum(repairStatuses),
    priority: z.enum(repairPriorities),
    assigneekind: z.enum(['none', 'member', 'vendor']),
    userid: z.string(),
    vendorname: z.string().trim().max(120),
    vendorphone: z.string().trim().max(20),
    /** YYYY-MM-DDTHH:mm, Nairobi's time (as the server reads it); '' for none. */
    scheduledfor: z.string(),
    note: z.string().trim().max(1000),
    notifytenant: z.boolean(),
    notifyvendor: z.boolean(),
    sharetenantphone: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const need = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: repairMessages.assigneeRequired });
    if (values.assigneekind === 'member' && !values.userid) need('userid');
    if (values.assigneekind === 'vendor') {
      const vendor = repairAssigneeSchema.safeParse({
        name: values.vendorname,
        phone: values.vendorphone,
      });
      if (!vendor.success) need(values.vendorname.trim() ? 'vendorphone' : 'vendorname');
    }
  });
export type RepairFormValues = z.infer<typeof repairFormSchema>;

/** An instant as a datetime-local input shows it in Nairobi's time: "2026-03-03T10:00". */
export function nairobiLocalTime(instant: string): string {
  return nairobiWallClock(new Date(instant)).toISOString().slice(0, 16);
}

export function repairFormValues(repair: Repair): RepairFormValues {
  const assignee = repair.assignee;
  const kind: AssigneeKind = !assignee ? 'none' : assignee.userid ? 'member' : 'vendor';
  return {
    // `done` is reached by closing only; a closed repair's form is not sent anyway.
    status: repair.status,
    priority: repair.priority,
    assigneekind: kind,
    userid: assignee?.userid ?? '',
    vendorname: kind === 'vendor' ? (assignee?.name ?? '') : '',
    vendorphone: kind === 'vendor' ? (assignee?.phone ?? '') : '',
    scheduledfor: repair.scheduledfor ? nairobiLocalTime(repair.scheduledfor) : '',
    note: '',
    notifytenant: false,
    notifyvendor: false,
    sharetenantphone: false,
  };
}

/** PUT /api/repairs/{id}'s body: the repair as the form now says it, and whom to text. */
export function updateBodyOf(values: RepairFormValues): UpdateRepairBody {
  const assignee =
    values.assigneekind === 'member'
      ? { userid: values.userid }
      : values.assigneekind === 'vendor'
        ? { name: values.vendorname, phone: values.vendorphone }
        : null;
  const vendor = values.assigneekind === 'vendor';
  return {
    ...(values.status !== 'done' && { status: values.status }),
    priority: values.priority,
    assignee,
    scheduledfor: values.scheduledfor || null,
    ...(values.note && { note: values.note }),
    notifytenant: values.notifytenant,
    notifyvendor: vendor && values.notifyvendor,
    sharetenantphone: vendor && values.notifyvendor && values.sharetenantphone,
  };
}
