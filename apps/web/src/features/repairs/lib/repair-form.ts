import {
  repairAssigneeSchema,
  repairMessages,
  repairPriorities,
  repairStatuses,
  type Repair,
  type UpdateRepairBody,
} from '@rental/shared/schemas/repairs';
import { z } from 'zod';
import { nairobiDayAndTime, scheduledForOf, typedTime } from './scheduled-time';

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
    /** When, in Nairobi: the day 'YYYY-MM-DD' (typed dd/mm/yyyy) and the time as typed. */
    scheduleddate: z.string(),
    scheduledtime: z.string(),
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
    // A time needs its day, and a day its time; neither is no time at all.
    const time = values.scheduledtime.trim();
    if ((time || values.scheduleddate) && !typedTime(time)) {
      const message = repairMessages.scheduledTimeInvalid;
      ctx.addIssue({ code: 'custom', path: ['scheduledtime'], message });
    }
    if (time && !values.scheduleddate) {
      const message = repairMessages.scheduledDateRequired;
      ctx.addIssue({ code: 'custom', path: ['scheduleddate'], message });
    }
  });
export type RepairFormValues = z.infer<typeof repairFormSchema>;

export function repairFormValues(repair: Repair): RepairFormValues {
  const assignee = repair.assignee;
  const kind: AssigneeKind = !assignee ? 'none' : assignee.userid ? 'member' : 'vendor';
  const when = repair.scheduledfor ? nairobiDayAndTime(repair.scheduledfor) : null;
  return {
    // `done` is reached by closing only; a closed repair's form is not sent anyway.
    status: repair.status,
    priority: repair.priority,
    assigneekind: kind,
    userid: assignee?.userid ?? '',
    vendorname: kind === 'vendor' ? (assignee?.name ?? '') : '',
    vendorphone: kind === 'vendor' ? (assignee?.phone ?? '') : '',
    scheduleddate: when?.date ?? '',
    scheduledtime: when?.time ?? '',
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
    scheduledfor: scheduledForOf(values.scheduleddate, values.scheduledtime),
    ...(values.note && { note: values.note }),
    notifytenant: values.notifytenant,
    notifyvendor: vendor && values.notifyvendor,
    sharetenantphone: vendor && values.notifyvendor && values.sharetenantphone,
  };
}
