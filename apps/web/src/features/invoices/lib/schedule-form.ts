import {
  defaultDueRule,
  dueRules,
  maxDueDayOfMonth,
  maxDueDaysAfter,
  type DueRule,
} from '@rental/shared/due-dates';
import { defaultInvoiceMessage } from '@rental/shared/invoice-message';
import { validationMessages } from '@rental/shared/messages';
import {
  invoiceSettingBodySchema,
  type InvoiceSetting,
  type InvoiceSettingBody,
} from '@rental/shared/schemas/invoice-settings';

/** The fields the form shows, in the order a server field error focuses them. */
export const scheduleFieldNames = [
  'invoicetype',
  'rentalid',
  'billingfrequency',
  'startdate',
  'duedays',
  'servicecharge',
  'invoicemessage',
  'messagesw',
] as const;

export const emptySchedule: InvoiceSettingBody = {
  invoicetype: '' as InvoiceSettingBody['invoicetype'],
  rentalid: '',
  billingfrequency: '',
  startdate: '',
  servicecharge: '',
  invoicemessage: defaultInvoiceMessage,
  /** None: Kiswahili tenants get the English message (or the built-in Kiswahili default). */
  messagesw: '',
  duerule: defaultDueRule.rule,
  duedays: defaultDueRule.days,
};

/** A saved schedule as the form's values. */
export function scheduleFormValues(setting: InvoiceSetting): InvoiceSettingBody {
  const data = setting.settingdata;
  return {
    invoicetype: data.invoicetype,
    rentalid: data.rentalid,
    billingfrequency: data.billingfrequency,
    startdate: data.startdate,
    servicecharge: data.servicecharge > 0 ? String(data.servicecharge) : '',
    invoicemessage: data.invoicemessage,
    messagesw: data.messagesw ?? '',
    duerule: data.duerule,
    duedays: data.duedays,
  };
}

/**
 * The shared schema, plus the rule the server applies with today's date: a first invoice date
 * the user may still choose must be today or later.
 */
export function scheduleSchema(startDateEditable: boolean, today: string) {
  return invoiceSettingBodySchema.superRefine((values, ctx) => {
    if (startDateEditable && values.startdate < today) {
      ctx.addIssue({
        code: 'custom',
        path: ['startdate'],
        message: validationMessages.startdatePast,
      });
    }
  });
}

/**
 * The due rule the form's fields make, or undefined while they do not make one (an empty or
 * out-of-range day): the example date and the message preview follow it as it is typed.
 */
export function validDueRule(rule: unknown, days: unknown): DueRule | undefined {
  if (!dueRules.includes(rule as DueRule['rule'])) return undefined;
  if (days === '' || days === undefined || days === null) return undefined;
  const count = Number(days);
  if (!Number.isInteger(count)) return undefined;
  const [min, max] = rule === 'day_of_month' ? [1, maxDueDayOfMonth] : [0, maxDueDaysAfter];
  return count >= min && count <= max ? { rule: rule as DueRule['rule'], days: count } : undefined;
}
