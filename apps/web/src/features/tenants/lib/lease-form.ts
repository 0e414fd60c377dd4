import {
  escalationTypes,
  leaseBodySchema,
  leaseRenewBodySchema,
  type Lease,
  type LeaseBody,
  type LeaseRenewBody,
} from '@rental/shared/schemas/leases';
import { z } from 'zod';

/** The yearly rise as the form asks it: none, or by a percentage or an amount. */
export const riseChoices = ['none', ...escalationTypes] as const;

/**
 * The lease dialog's fields: the body's, with "open-ended" as a checkbox and "no rise" as a
 * choice. Named as the body names them, so the rules' and the server's messages land on them.
 */
export interface LeaseForm {
  startdate: string;
  openended: boolean;
  enddate: string;
  noticedays: string;
  escalation: { type: (typeof riseChoices)[number]; amount: string; tellbeforedays: string };
}

/** An empty field is no number (the shared rule would read it as 0 days). */
const daysOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The PUT body of what the form holds. */
export function leaseBodyOf(form: LeaseForm): LeaseBody {
  const { type, amount, tellbeforedays } = form.escalation;
  return {
    startdate: form.startdate,
    enddate: form.openended ? null : form.enddate,
    noticedays: daysOf(form.noticedays),
    escalation:
      type === 'none'
        ? null
        : { type, amount, every: 'year', tellbeforedays: daysOf(tellbeforedays) },
  };
}

/** The form's text, held to the API's own rule (leaseBodySchema). */
export const leaseFormSchema = z
  .object({
    startdate: z.string(),
    openended: z.boolean(),
    enddate: z.string(),
    noticedays: z.string(),
    escalation: z.object({
      type: z.enum(riseChoices),
      amount: z.string(),
      tellbeforedays: z.string(),
    }),
  })
  .transform(leaseBodyOf)
  .pipe(leaseBodySchema);

/** The fields the server may name in a refusal. */
export const leaseFieldNames = [
  'startdate',
  'enddate',
  'noticedays',
  'escalation.type',
  'escalation.amount',
  'escalation.tellbeforedays',
] as const;

/** The form for a lease as it stands, or for a new one starting on the move-in day. */
export function leaseFormOf(lease: Lease | null, moveindate: string): LeaseForm {
  if (!lease) {
    return {
      startdate: moveindate,
      openended: false,
      enddate: '',
      noticedays: '30',
      escalation: { type: 'none', amount: '', tellbeforedays: '30' },
    };
  }
  const { escalation } = lease;
  return {
    startdate: lease.startdate,
    openended: lease.enddate === null,
    enddate: lease.enddate ?? '',
    noticedays: String(lease.noticedays),
    escalation: {
      type: escalation?.type ?? 'none',
      amount: escalation ? String(escalation.amount) : '',
      tellbeforedays: String(escalation?.tellbeforedays ?? 30),
    },
  };
}

/** The renewal dialog's fields: a new rent and its date are optional, left empty. */
export interface RenewForm {
  enddate: string;
  newrent: string;
  from: string;
}

export function renewBodyOf(form: RenewForm): LeaseRenewBody {
  return {
    enddate: form.enddate,
    ...(form.newrent.trim() !== '' && { newrent: form.newrent }),
    ...(form.from.trim() !== '' && { from: form.from }),
  };
}

export const renewFormSchema = z
  .object({ enddate: z.string(), newrent: z.string(), from: z.string() })
  .transform(renewBodyOf)
  .pipe(leaseRenewBodySchema);
