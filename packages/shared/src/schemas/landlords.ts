import { z } from 'zod';
import { languages, paymentModes } from '../enums.js';
import { errorMessages } from '../error-messages.js';
import { validationMessages as m } from '../messages.js';
import { kesAmount } from './amounts.js';
import { calendarDate } from './dates.js';
import { calendarMonth } from './kra-mri.js';
import { email, kraPin, phoneNumber, requiredString, tenantName } from './fields.js';

/** How an agent pays a landlord what is due: to an M-PESA number or a bank account. */
export const payoutSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('mpesa'), phonenumber: phoneNumber }),
    z.object({
      method: z.literal('bank'),
      bankname: requiredString(m.bankNameRequired).max(100, m.textTooLong),
      accountname: z.string().trim().max(100, m.textTooLong).optional().default(''),
      accountnumber: requiredString(m.bankAccountRequired).max(40, m.textTooLong),
    }),
  ],
  { error: m.payoutMethodRequired },
);
export type Payout = z.infer<typeof payoutSchema>;

export const commissionTypes = ['percent', 'fixed'] as const;
export type CommissionType = (typeof commissionTypes)[number];

/** What a percent commission is taken on: rent collected only, or rent and other charges. */
export const commissionBases = ['rent', 'rent_and_charges'] as const;
export type CommissionBase = (typeof commissionBases)[number];

/**
 * POST /api/landlords/new-landlord and PUT /api/landlords/{id}: a landlord an agent manages
 * rentals for. The commission is a percent of rent collected (0–100, two decimals) or a fixed
 * KES amount a month.
 */
export const landlordBodySchema = z
  .object({
    // A person or a company ("Kamau & Sons Ltd"), as a tenant's name may be.
    name: tenantName(m.landlordNameRequired),
    phonenumber: phoneNumber,
    email: email.optional().or(z.literal('').transform(() => undefined)),
    krapin: kraPin,
    payout: payoutSchema,
    commissiontype: z.enum(commissionTypes, { error: m.commissionTypeRequired }),
    commission: kesAmount(m.amountRequired),
    /** Rent only unless the landlord agreed to commission on water and other charges too. */
    commissionbase: z.enum(commissionBases).optional().default('rent'),
    /**
     * The landlord's language: their own page and the SMS they get. Left out: English for a
     * new landlord, unchanged for an edited one.
     */
    language: z.enum(languages, { error: errorMessages.languageInvalid }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.commissiontype === 'percent' && body.commission > 100) {
      ctx.addIssue({ code: 'custom', path: ['commission'], message: m.commissionPercentRange });
    }
  });
export type LandlordBody = z.input<typeof landlordBodySchema>;
export type LandlordValues = z.output<typeof landlordBodySchema>;

export const landlordSchema = z.object({
  landlordid: z.string(),
  landlorddata: z.object({
    name: z.string(),
    phonenumber: z.string(),
    email: z.string().nullable(),
    krapin: z.string().nullable(),
    payout: payoutSchema,
    commissiontype: z.enum(commissionTypes),
    commission: z.number(),
    commissionbase: z.enum(commissionBases),
    language: z.enum(languages),
  }),
  /** The rentals assigned to this landlord. */
  rentals: z.number(),
});
export type Landlord = z.infer<typeof landlordSchema>;

export const landlordResponseSchema = z.object({ landlord: landlordSchema });
export const landlordListResponseSchema = z.object({ landlords: z.array(landlordSchema) });

/** POST /api/landlords/{id}/remittances: what the agent paid the landlord for a month. */
export const remittanceBodySchema = z.object({
  month: calendarMonth,
  amount: kesAmount(m.remittanceAmountRequired).refine((kes) => kes > 0, m.amountPositive),
  date: calendarDate(m.dateInvalid),
  paymentmode: z.enum(paymentModes, { error: m.paymentmodeRequired }),
  reference: z.string().trim().max(50, m.textTooLong).optional().default(''),
});
export type RemittanceBody = z.input<typeof remittanceBodySchema>;

export const remittanceSchema = z.object({
  remittanceid: z.string(),
  month: z.string(),
  amount: z.number(),
  date: z.string(),
  paymentmode: z.enum(paymentModes),
  reference: z.string(),
});
export const remittanceResponseSchema = z.object({ remittance: remittanceSchema });

/** GET /api/reports/owner-statement?landlordid=&month= */
export const ownerStatementQuerySchema = z.object({
  landlordid: requiredString(m.landlordNameRequired).max(64),
  month: calendarMonth,
});

/** POST /api/reports/owner-statement/sms: the month's statement to the landlord's phone. */
export const ownerStatementSmsBodySchema = ownerStatementQuerySchema;
export type OwnerStatementSmsBody = z.input<typeof ownerStatementSmsBodySchema>;

/**
 * What an agent owes a landlord for a month: rent collected on the landlord's rentals and
 * deposit money kept at move-out (`keptfromdeposits`), less the commission and the expenses
 * paid on their behalf; with what was carried from earlier months and what was remitted.
 */
export const ownerStatementSchema = z.object({
  landlord: z.object({ landlordid: z.string(), name: z.string() }),
  month: z.string(),
  rentals: z.array(
    z.object({ rentalid: z.string(), rentalname: z.string(), collected: z.number() }),
  ),
  collected: z.number(),
  keptfromdeposits: z.number(),
  commission: z.number(),
  expenses: z.number(),
  due: z.number(),
  broughtforward: z.number(),
  remitted: z.number(),
  carriedforward: z.number(),
});
export type OwnerStatement = z.infer<typeof ownerStatementSchema>;
