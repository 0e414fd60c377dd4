import type { OperatorOrganization, OperatorPlanBody } from '@rental/shared/schemas/operator';
import { typedAmountValue } from '@rental/shared/amount-input';
import { planIds, type PlanId } from '@rental/shared/schemas/subscriptions';
import { validationMessages as m } from '@rental/shared/messages';
import type { TFunction } from 'i18next';
import { pin } from '@rental/shared/schemas/fields';
import { z } from 'zod';

export const limitKeys = ['users', 'rentals', 'tenants', 'invoices'] as const;
export type LimitKey = (typeof limitKeys)[number];

/** One custom limit as the form holds it: the number typed, or no limit at all. */
interface LimitValue {
  value: string;
  none: boolean;
}

/** The Set plan form; price, limits and contract end count for Enterprise only. */
export interface PlanFormValues {
  planid: PlanId | '';
  price: string;
  limits: Record<LimitKey, LimitValue>;
  /** YYYY-MM-DD or ''. */
  contractend: string;
  /** The operator's own PIN, asked again for every change. */
  pin: string;
}

/** The form starts from what applies now (an Enterprise's agreed terms, or the plan's). */
export function planFormValues(organization: OperatorOrganization): PlanFormValues {
  const limits = Object.fromEntries(
    limitKeys.map((key) => {
      const limit = organization.limits[key];
      return [key, { value: limit === null ? '' : String(limit), none: limit === null }];
    }),
  ) as Record<LimitKey, LimitValue>;
  return {
    planid: organization.planid ?? '',
    price: organization.price === null ? '' : String(organization.price),
    limits,
    contractend: organization.contractend ?? '',
    pin: '',
  };
}

const wholeNumber = /^\d+$/;

/**
 * The body PUT .../plan takes (operatorPlanBodySchema), checked with messages in the user's
 * language: a plan; for Enterprise a price, each limit a number or none, and maybe an end.
 */
export function planFormSchema(t: TFunction<'operator'>) {
  const limit = z.object({ value: z.string().trim(), none: z.boolean() });
  return z
    .object({
      planid: z.union([z.enum(planIds), z.literal('')]).refine((id) => id !== '', m.planRequired),
      price: z.string().trim(),
      limits: z.object({ users: limit, rentals: limit, tenants: limit, invoices: limit }),
      contractend: z.string(),
      pin,
    })
    .superRefine((form, context) => {
      // The other plans take the catalogue's price and limits: their fields are hidden.
      if (form.planid !== 'enterprise') return;
      const issue = (path: (string | number)[], message: string) =>
        context.addIssue({ code: 'custom', path, message });
      const price = typedAmountValue(form.price);
      if (form.price === '') issue(['price'], t('plan.priceRequired'));
      else if (price === undefined || price < 0 || price > 10_000_000) {
        issue(['price'], t('plan.priceInvalid'));
      }
      for (const key of limitKeys) {
        const { value, none } = form.limits[key];
        const number = Number(value);
        if (!none && !(wholeNumber.test(value) && number >= 1 && number <= 1_000_000)) {
          issue(['limits', key, 'value'], t('plan.limitInvalid'));
        }
      }
    })
    .transform((form): OperatorPlanBody => {
      if (form.planid !== 'enterprise') return { planid: form.planid, pin: form.pin };
      const limits = Object.fromEntries(
        limitKeys.map((key) => {
          const { value, none } = form.limits[key];
          return [key, none ? null : Number(value)];
        }),
      ) as Record<LimitKey, number | null>;
      return {
        planid: form.planid,
        pin: form.pin,
        price: typedAmountValue(form.price) ?? Number.NaN,
        limits,
        ...(form.contractend && { contractend: form.contractend }),
      };
    });
}
