import { nairobiDate } from '@rental/shared/billing-dates';
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
  'servicecharge',
  'invoicemessage',
] as const;

export const emptySchedule: InvoiceSettingBody = {
  invoicetype: '' as InvoiceSettingBody['invoicetype'],
  rentalid: '',
  billingfrequency: '',
  startdate: '',
  servicecharge: '',
  invoicemessage: defaultInvoiceMessage,
};

/** Today in Nairobi, where billing dates are counted. */
export function todayInNairobi(): string {
  return nairobiDate(new Date());
}

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
