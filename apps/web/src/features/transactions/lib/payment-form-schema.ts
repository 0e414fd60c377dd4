import { todayInNairobi } from '@rental/shared/dates';
import { validationMessages as m } from '@rental/shared/messages';
import { paymentFieldsSchema, receiptOnlyForMpesa } from '@rental/shared/schemas/transactions';

/** The shared payment rules, and a date no later than today in Nairobi (the form's max). */
export function paymentFormSchema(today: string = todayInNairobi()) {
  return paymentFieldsSchema
    .extend({
      date: paymentFieldsSchema.shape.date.refine(
        (date) => date === undefined || date <= today,
        m.paymentDateFuture,
      ),
    })
    .superRefine(receiptOnlyForMpesa);
}
