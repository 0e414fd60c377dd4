import { kesAmount } from '@rental/shared/schemas/amounts';
import { payPhones } from '@rental/shared/schemas/tenant-page';
import { formatKes } from '@rental/shared/money';
import { z } from 'zod';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** M-PESA takes whole shillings: a balance with cents may be paid rounded up (as the server). */
export function mostPayable(balance: number): number {
  return Math.max(0, Math.ceil(balance));
}

/**
 * The pay form's rules: a KES amount above zero, in whole shillings and at most the balance
 * (the server checks the same), and one of the saved phones. Messages in the page's language.
 */
export function payFormSchema(balance: number, t: Translate) {
  const most = mostPayable(balance);
  return z.object({
    amount: kesAmount(t('pay.amountRequired'))
      .refine((kes) => kes > 0, t('pay.amountPositive'))
      .refine((kes) => Number.isInteger(kes), t('pay.amountWhole'))
      .refine((kes) => kes <= most, t('pay.amountAboveBalance', { amount: formatKes(most) })),
    payphone: z.enum(payPhones, { error: t('pay.phoneRequired') }),
  });
}

export type PayFormValues = z.input<ReturnType<typeof payFormSchema>>;
export type PayFormOutput = z.output<ReturnType<typeof payFormSchema>>;
