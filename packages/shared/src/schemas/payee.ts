import { z } from 'zod';
import { phoneNumber } from './fields.js';
import { organizationProfileMessages } from '../schema-messages.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { organizationProfileMessages };

/** GET /api/organization/payee: whom tenants pay and where, as bills state it. */
export const payeeSchema = z.object({
  /** The organization's name on bills: display name, else the paybill's, else the owner's. */
  name: z.string(),
  /** The organization's phone, else the account owner's. */
  phone: z.string(),
  /** Null until the M-PESA settings are saved. */
  paybill: z.string().nullable(),
  /** The landlord's account at a bank paybill ('' for an own paybill): `<account>#<house>`. */
  accountnumber: z.string(),
});
export type PayeeDetails = z.infer<typeof payeeSchema>;

/** GET/PUT /api/organization/profile: the name and phone bills carry ('' = the default). */
export const organizationProfileBodySchema = z.object({
  displayname: z.string().trim().max(120, 'At most 120 characters').optional().default(''),
  phone: z
    .union([z.literal(''), phoneNumber])
    .optional()
    .default(''),
});
export type OrganizationProfileBody = z.input<typeof organizationProfileBodySchema>;

export const organizationProfileSchema = z.object({
  displayname: z.string(),
  phone: z.string(),
  /**
   * What bills say when the fields are empty: the organization name saved with the paybill
   * (onboarding), else the owner's name; the owner's phone.
   */
  defaultname: z.string(),
  defaultphone: z.string(),
  /**
   * The owner lets managers erase and export tenants' personal data and delete payments
   * (PUT /api/organization/managers-may-erase). Absent from older servers.
   */
  managersmayerase: z.boolean().optional(),
});

/** PUT /api/organization/managers-may-erase (owner only). */
export const managersMayEraseBodySchema = z.object({ allowed: z.boolean() });
export type OrganizationProfile = z.infer<typeof organizationProfileSchema>;
