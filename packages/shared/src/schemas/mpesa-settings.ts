import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { requiredString } from './fields.js';

export const collectionModes = ['own_paybill', 'bank_paybill'] as const;
export type CollectionMode = (typeof collectionModes)[number];
export const darajaEnvironments = ['sandbox', 'production'] as const;

/** A write-only secret: empty or absent keeps the saved one. */
const writeOnlySecret = z.string().trim().max(200).optional().default('');

/** MPESA Integration settings (spec section 3): where tenants pay and how payments arrive. */
export const mpesaSettingsBodySchema = z.object({
  organizationname: requiredString(m.organizationnameRequired).max(120),
  paybillnumber: requiredString(m.paybillRequired).regex(/^\d{5,7}$/, m.paybillFormat),
  /** A bank paybill's account for this landlord; empty for an own paybill (house numbers). */
  accountnumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,20}$/, m.accountnumberFormat)
    .optional()
    .default(''),
  /** Own paybill with a Daraja app (callbacks) or a bank paybill (statement import). */
  collectionmode: z.enum(collectionModes).optional().default('own_paybill'),
  environment: z.enum(darajaEnvironments).optional().default('sandbox'),
  consumerkey: writeOnlySecret,
  consumersecret: writeOnlySecret,
  passkey: writeOnlySecret,
  /**
   * The Daraja initiator that may ask M-PESA's Transaction Status (verifies payments against
   * M-PESA's records); empty keeps the saved one. Its SecurityCredential is write-only.
   */
  initiatorname: z.string().trim().max(64).optional().default(''),
  securitycredential: z.string().trim().max(1024).optional().default(''),
  /** Reject unknown account numbers (only when Safaricom has switched validation on). */
  validationenabled: z.boolean().optional().default(false),
});
export type MpesaSettingsBody = z.input<typeof mpesaSettingsBodySchema>;

export const mpesaSettingsSchema = z.object({
  organizationname: z.string(),
  paybillnumber: z.string(),
  accountnumber: z.string(),
  collectionmode: z.enum(collectionModes),
  environment: z.enum(darajaEnvironments),
  /** Whether each write-only secret is saved (never the value). */
  consumerkeyset: z.boolean(),
  consumersecretset: z.boolean(),
  passkeyset: z.boolean(),
  /** The Transaction Status initiator's name (null until saved), and whether its credential is. */
  initiatorname: z.string().nullable(),
  securitycredentialset: z.boolean(),
  validationenabled: z.boolean(),
  /**
   * Where M-PESA must POST; contains the organization's secret path, so only the owner is
   * shown them (null for members).
   */
  confirmationurl: z.string().nullable(),
  validationurl: z.string().nullable(),
  /** The secret a rotation replaced still works (until M-PESA calls the new one). */
  previoussecretactive: z.boolean(),
  /** When the secret was last changed (ISO); null: never. */
  secretrotatedat: z.string().nullable(),
  /** The last Register URLs: when and M-PESA's answer. */
  registeredat: z.string().nullable(),
  registerresult: z.string().nullable(),
});
export type MpesaSettings = z.infer<typeof mpesaSettingsSchema>;
export const mpesaSettingsResponseSchema = z.object({
  mpesasettings: mpesaSettingsSchema.nullable(),
});

/**
 * POST /api/mpesasettings/callback-secret/rotate: the settings with the new URLs, and M-PESA's
 * answer to registering them where the organization's Daraja app is set up (null: not tried).
 */
export const rotateSecretResponseSchema = z.object({
  mpesasettings: mpesaSettingsSchema,
  registration: z
    .object({ success: z.boolean(), message: z.string(), code: z.string().nullable() })
    .nullable(),
});
export type RotateSecretResponse = z.infer<typeof rotateSecretResponseSchema>;

/** POST /api/mpesasettings/register-urls: M-PESA's answer, success or not. */
export const registerUrlsResponseSchema = z.object({
  success: z.boolean(),
  /** M-PESA's ResponseDescription or errorMessage. */
  message: z.string(),
  code: z.string().nullable(),
  confirmationurl: z.string(),
  validationurl: z.string(),
});
export type RegisterUrlsResponse = z.infer<typeof registerUrlsResponseSchema>;

/** A paybill payment no tenant matched, waiting for the landlord. */
export const unallocatedPaymentSchema = z.object({
  id: z.string(),
  transid: z.string(),
  amount: z.number(),
  billref: z.string(),
  payername: z.string(),
  /** ISO instant. */
  paidat: z.string(),
  source: z.enum(['c2b', 'statement']),
});
export type UnallocatedPayment = z.infer<typeof unallocatedPaymentSchema>;
export const unallocatedListResponseSchema = z.object({
  payments: z.array(unallocatedPaymentSchema),
});
export const assignUnallocatedBodySchema = z.object({
  tenantid: requiredString(m.tenantRequired),
});
export const assignUnallocatedResponseSchema = z.object({
  transactionid: z.string(),
});

/** POST /api/mpesa/statement-import answer. */
export const statementImportResponseSchema = z.object({
  matched: z.number(),
  unallocated: z.number(),
  duplicates: z.number(),
  /** Rows that were not payments or could not be read (1-based data row numbers). */
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
  /**
   * M-PESA payments in the books, within the statement's first and last payment, whose
   * receipt the statement does not have (at most 500, oldest first): ask M-PESA about them.
   */
  notinstatement: z.array(
    z.object({ transid: z.string(), amount: z.number(), paidat: z.string() }),
  ),
});
export type StatementImportResult = z.infer<typeof statementImportResponseSchema>;
