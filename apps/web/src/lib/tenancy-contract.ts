import { paymentModes } from '@rental/shared/enums';
import { validationMessages as m } from '@rental/shared/messages';
import { kesAmount, meterReading } from '@rental/shared/schemas/amounts';
import { calendarDate } from '@rental/shared/schemas/dates';
import type { Statement } from '@rental/shared/schemas/ledger';
import type { Tenant, TenantDetail } from '@rental/shared/schemas/tenants';
import { z } from 'zod';

/*
 * TEMPORARY: the tenancy API contract as the web app builds against it, until the shared
 * schemas land on main ("Tenancy schemas"). Then every import of this file moves to
 * @rental/shared and the file goes.
 */

export const tenantStatuses = ['current', 'former'] as const;
export type TenantStatus = (typeof tenantStatuses)[number];

export const depositDeductionReasons = [
  'unpaid rent',
  'water',
  'damage',
  'cleaning',
  'other',
] as const;
export type DepositDeductionReason = (typeof depositDeductionReasons)[number];

const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** POST /api/tenant/new-tenant: what only a new tenant gives. */
export const moveInFields = {
  moveindate: z.preprocess(
    (value) => (value === '' ? undefined : value),
    calendarDate(m.dateInvalid).optional(),
  ),
  deposit: optionalNumber(kesAmount(m.amountRequired)),
  prorate: z.boolean().optional(),
};

export interface Tenancy {
  status: TenantStatus;
  moveindate: string | null;
  moveoutdate: string | null;
}
export type TenancyTenant = Tenant & { tenantdata: Tenant['tenantdata'] & Tenancy };
export type TenancyTenantDetail = TenantDetail & {
  tenantdata: TenantDetail['tenantdata'] & Tenancy;
  depositheld: number;
  depositdue: number;
};

export const creditNoteBodySchema = z.object({
  amount: kesAmount(m.amountRequired).refine((kes) => kes > 0, m.amountPositive),
  reason: z.string().trim().min(1, m.descriptionRequired).max(300),
  invoiceid: z.string().max(64).optional(),
});
export type CreditNoteBody = z.input<typeof creditNoteBodySchema>;
export interface CreditNote {
  creditnoteid: string;
  amount: number;
  reason: string;
  invoiceid: string | null;
  createdat: string;
}

export const depositDeductionSchema = z.object({
  reason: z.enum(depositDeductionReasons),
  amount: kesAmount(m.amountRequired).refine((kes) => kes > 0, m.amountPositive),
  note: z.string().trim().max(200).optional(),
});

export const endTenancyBodySchema = z.object({
  moveoutdate: calendarDate(m.dateInvalid),
  finalmeterreading: optionalNumber(meterReading),
  deductions: z.array(depositDeductionSchema).max(20),
  refund: z
    .object({
      amount: kesAmount(m.amountRequired),
      paymentmode: z.enum(paymentModes, { error: m.paymentmodeRequired }).optional(),
      reference: z.string().trim().max(40).optional(),
    })
    .optional(),
});
export type EndTenancyBody = z.input<typeof endTenancyBodySchema>;
export type EndTenancyValues = z.output<typeof endTenancyBodySchema>;

export interface DepositEntry {
  date: string;
  kind: 'charge' | 'received' | 'deduction' | 'refund';
  description: string;
  reference: string;
  amount: number;
}
export interface DepositSummary {
  charged: number;
  received: number;
  deducted: number;
  refunded: number;
  held: number;
  due: number;
  entries: DepositEntry[];
}
export type TenancyStatement = Omit<Statement, 'tenant'> & {
  tenant: Statement['tenant'] & Tenancy;
  deposit: DepositSummary;
};

export interface DepositsReport {
  rentals: {
    rentalid: string;
    rentalname: string;
    held: number;
    tenants: {
      tenantid: string;
      name: string;
      housenumber: string;
      status: TenantStatus;
      held: number;
    }[];
  }[];
  totalheld: number;
}
