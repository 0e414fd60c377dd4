import { nairobiDate } from '@rental/shared/billing-dates';
import { validationMessages as m } from '@rental/shared/messages';
import { expenseBodySchema } from '@rental/shared/schemas/expenses';

/** The shared expense rules, and a day no later than today in Nairobi (as the server says). */
export function expenseFormSchema(today: string = nairobiDate(new Date())) {
  return expenseBodySchema.extend({
    date: expenseBodySchema.shape.date.refine((date) => date <= today, m.expenseDateFuture),
  });
}
