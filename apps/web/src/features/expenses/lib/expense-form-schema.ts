import { todayInNairobi } from '@rental/shared/dates';
import { validationMessages as m } from '@rental/shared/messages';
import { expenseBodySchema } from '@rental/shared/schemas/expenses';

/** The shared expense rules, and a day no later than today in Nairobi (as the server says). */
export function expenseFormSchema(today: string = todayInNairobi()) {
  return expenseBodySchema.extend({
    date: expenseBodySchema.shape.date.refine((date) => date <= today, m.expenseDateFuture),
  });
}
