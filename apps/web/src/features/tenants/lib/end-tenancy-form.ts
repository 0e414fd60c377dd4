import { zodResolver } from '@hookform/resolvers/zod';
import { paymentModes, type DepositDeductionReason, type PaymentMode } from '@rental/shared/enums';
import { typedAmountValue } from '@rental/shared/amount-input';
import { validationMessages as m } from '@rental/shared/messages';
import { centsToKes, formatKes, kesToCents } from '@rental/shared/money';
import type { Meter } from '@rental/shared/schemas/readings';
import {
  depositDeductionSchema,
  endTenancyBodySchema,
  tenancyMessages,
  type EndTenancyBody,
} from '@rental/shared/schemas/tenancy';
import type { Control, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { readingUsage } from '../../../lib/reading-usage';

/** The end-tenancy form as typed: amounts as text, choices '' until made. */
export interface EndTenancyForm {
  moveoutdate: string;
  finalmeterreading: string;
  deductions: {
    reason: DepositDeductionReason | '';
    amount: string;
    note: string;
  }[];
  refund: { amount: string; paymentmode: PaymentMode | ''; reference: string };
}

/** The form's control: typed values in, the API body out. */
export type EndTenancyControl = Control<EndTenancyForm, unknown, EndTenancyBody>;

/** What the tenant's money is when they leave: the deposit held and the rent owed. */
export interface MoveOutMoney {
  held: number;
  /** Rent balance now (negative: in credit). */
  balance: number;
  /** KES of readings taken but not billed yet: billed at move-out with the final one. */
  unbilledWater: number;
  /** The tenant's meter with its last reading; undefined when it has none listed. */
  meter?: Meter;
}

/** Typed (or parsed) KES in cents; what is not an amount yet counts as nothing. */
export function typedCents(value: unknown): number {
  const kes = typedAmountValue(value);
  return kes !== undefined && kes > 0 ? kesToCents(kes) : 0;
}

/** What the settlement reads of the form, typed or parsed. */
interface SettlementInput {
  finalmeterreading?: unknown;
  deductions: readonly { reason: string; amount: unknown }[];
  refund: { amount: unknown };
}

/** KES the final reading adds to the bill (0 without one, or when it bills nothing). */
export function finalWaterCost(meter: Meter | undefined, typed: unknown): number {
  if (!meter || typed === undefined || typed === null) return 0;
  const usage = readingUsage(meter, String(typed), false);
  return usage.kind === 'usage' ? usage.cost : 0;
}

/**
 * The settlement as typed: held = deductions + refund + left. `left` is 0 when the deposit is
 * settled exactly; `owed` is the rent owed once the water not yet billed and the final reading
 * are billed (as the server bills them at move-out), the most that unpaid rent and water
 * deductions may take.
 */
export function settlement(values: SettlementInput, money: MoveOutMoney) {
  const deductedCents = values.deductions.reduce((sum, row) => sum + typedCents(row.amount), 0);
  const owedCents =
    kesToCents(money.balance) +
    kesToCents(money.unbilledWater) +
    kesToCents(finalWaterCost(money.meter, values.finalmeterreading));
  const arrearsCents = values.deductions
    .filter((row) => row.reason === 'unpaid rent' || row.reason === 'water')
    .reduce((sum, row) => sum + typedCents(row.amount), 0);
  const refundCents = typedCents(values.refund.amount);
  return {
    held: money.held,
    deducted: centsToKes(deductedCents),
    refund: centsToKes(refundCents),
    left: centsToKes(kesToCents(money.held) - deductedCents - refundCents),
    owed: centsToKes(Math.max(owedCents, 0)),
    arrearsTooHigh: arrearsCents > Math.max(owedCents, 0),
  };
}

/** The refund that settles the deposit after the deductions: what is held minus them. */
export function suggestedRefund(values: SettlementInput, held: number): string {
  const deducted = values.deductions.reduce((sum, row) => sum + typedCents(row.amount), 0);
  return String(centsToKes(Math.max(kesToCents(held) - deducted, 0)));
}

/** Moving out today, deposit refunded whole until deductions are added. */
export function endTenancyDefaults(today: string, held: number): EndTenancyForm {
  return {
    moveoutdate: today,
    finalmeterreading: '',
    deductions: [],
    refund: { amount: String(held), paymentmode: '', reference: '' },
  };
}

/**
 * The shared rules, and the server's settlement rules checked as the landlord types (the
 * server checks them again): a move-out not before the move-in nor after today, a refund with
 * its mode and reference, deductions and refund adding up to what is held, and unpaid rent
 * and water taking no more than is owed. A refund of 0 is left out of the body.
 */
export function endTenancyFormSchema(
  money: MoveOutMoney,
  today: string,
  moveindate: string | null,
) {
  return schemaOf(money, today, moveindate);
}

/** The schema as the form's resolver: '' stands for a choice not made yet. */
export function endTenancyResolver(money: MoveOutMoney, today: string, moveindate: string | null) {
  return zodResolver(schemaOf(money, today, moveindate)) as unknown as Resolver<
    EndTenancyForm,
    unknown,
    EndTenancyBody
  >;
}

function schemaOf(money: MoveOutMoney, today: string, moveindate: string | null) {
  return z
    .object({
      moveoutdate: endTenancyBodySchema.shape.moveoutdate,
      finalmeterreading: endTenancyBodySchema.shape.finalmeterreading,
      deductions: z
        .array(
          depositDeductionSchema.extend({
            note: z
              .string()
              .trim()
              .max(200)
              .transform((note) => note || undefined),
          }),
        )
        .max(20),
      refund: z.object({
        amount: z
          .string()
          .refine((text) => text.trim() === '' || (typedAmountValue(text) ?? -1) >= 0, {
            message: m.amountNotANumber,
          }),
        paymentmode: z.union([z.enum(paymentModes), z.literal('')]),
        reference: z.string().trim().max(60),
      }),
    })
    .superRefine((values, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (values.moveoutdate > today) issue(['moveoutdate'], tenancyMessages.moveoutFuture);
      if (moveindate && values.moveoutdate < moveindate) {
        issue(['moveoutdate'], tenancyMessages.moveoutBeforeMoveIn);
      }
      const settled = settlement(values, money);
      if (settled.refund > 0 && !values.refund.paymentmode) {
        issue(['refund', 'paymentmode'], tenancyMessages.paymentmodeRequired);
      }
      if (settled.refund > 0 && !values.refund.reference) {
        issue(['refund', 'reference'], tenancyMessages.referenceRequired);
      }
      if (settled.left !== 0) {
        issue(
          ['refund', 'amount'],
          tenancyMessages.depositNotSettled(
            formatKes(money.held),
            formatKes(settled.deducted + settled.refund),
          ),
        );
      }
      if (settled.arrearsTooHigh) {
        issue(['deductions'], tenancyMessages.deductionsExceedOwed(formatKes(settled.owed)));
      }
    })
    .transform(({ refund, ...values }): EndTenancyBody => ({
      ...values,
      ...(typedCents(refund.amount) > 0 && {
        refund: {
          amount: centsToKes(typedCents(refund.amount)),
          // A refund comes this far only with its mode (checked above).
          paymentmode: refund.paymentmode as PaymentMode,
          reference: refund.reference,
        },
      }),
    }));
}
