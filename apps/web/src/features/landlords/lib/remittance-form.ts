import { validationMessages as m } from '@rental/shared/messages';
import { remittanceBodySchema } from '@rental/shared/schemas/landlords';

export const remittanceFieldNames = [
  'amount',
  'date',
  'paymentmode',
  'reference',
  'month',
] as const;

/** The shared remittance rules, and a day paid no later than today (as the server says). */
export function remittanceFormSchema(today: string) {
  return remittanceBodySchema.extend({
    date: remittanceBodySchema.shape.date.refine((date) => date <= today, m.paidonFuture),
  });
}
