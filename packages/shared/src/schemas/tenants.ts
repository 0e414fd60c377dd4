import { z } from 'zod';
import {
  houseTypes,
  languages,
  tenantChannels,
  tenantKinds,
  tenantStatuses,
  type Language,
} from '../enums.js';
import { errorMessages } from '../error-messages.js';
import { validationMessages as m } from '../messages.js';
import { kesAmount, optionalMeterReading } from './amounts.js';
import { calendarDate } from './dates.js';
import { kraPin, nationalId, phoneNumber, requiredString } from './fields.js';
import {
  businessName,
  contactPerson,
  firstName,
  lastName,
  checkTenantNames,
} from './tenant-names.js';

/** House and meter numbers: short codes people type on a phone and in M-PESA. */
function reference(requiredMessage: string) {
  return requiredString(requiredMessage).regex(
    /^[\p{L}\d][\p{L}\d \-/]{0,19}$/u,
    m.referenceCharacters,
  );
}

/** How people write a language in a form or a spreadsheet, as the code the app keeps. */
const languageWritings: Record<string, Language> = {
  en: 'en',
  eng: 'en',
  english: 'en',
  kiingereza: 'en',
  sw: 'sw',
  swa: 'sw',
  swahili: 'sw',
  kiswahili: 'sw',
};

/**
 * The tenant's language for SMS and their own page: en or sw (English or Kiswahili as words
 * too, as a CSV file may have them). Left out or empty: English for a new tenant, unchanged
 * for an edited one.
 */
const tenantLanguage = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    return typeof value === 'string'
      ? (languageWritings[value.trim().toLowerCase()] ?? value)
      : value;
  },
  z.enum(languages, { error: errorMessages.languageInvalid }).optional(),
);

/**
 * How the tenant is messaged (issue 34): sms, whatsapp, or whatsapp_sms (WhatsApp, then SMS
 * once if WhatsApp refuses or has not delivered). Left out or empty: SMS for a new tenant,
 * unchanged for an edited one.
 */
const tenantChannel = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    return typeof value === 'string' ? value.trim().toLowerCase() : value;
  },
  z.enum(tenantChannels, { error: errorMessages.channelInvalid }).optional(),
);

/**
 * Another phone that pays the tenant's rent (a parent, an employer), which their page may send
 * an M-PESA prompt to besides their own: the same rule as `phonenumber`. Empty or null: none.
 * Left out: none for a new tenant, unchanged for an edited one (a client that does not know
 * the field does not wipe it).
 */
const paysFromPhone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  phoneNumber.nullable().optional(),
);

/**
 * The fields of POST /api/tenant/new-tenant and PUT /api/tenant/all-tenants/{id}, before the
 * rule that ties the name fields to the kind (tenantBodySchema).
 */
export const tenantBodyFields = z.object({
  /** person (the default, as before issue 30) or business. */
  kind: z.enum(tenantKinds, { error: m.tenantKindInvalid }).optional().default('person'),
  /** A person's names; not asked of a business (stored empty). */
  firstname: firstName,
  lastname: lastName,
  /** A business's one name: "Kiosk 4 & Sons (K) Ltd". */
  businessname: businessName,
  /** Whom to ask for at a business; optional, null for a person. */
  contactperson: contactPerson,
  phonenumber: phoneNumber,
  paysfromphone: paysFromPhone,
  rentalid: requiredString(m.tenantRentalRequired).max(64),
  /** The room type's id (the spec's name for it). */
  housetype: requiredString(m.tenantRoomRequired).max(64),
  housenumber: reference(m.housenumberRequired),
  meternumber: reference(m.meternumberRequired),
  openingrentbalance: kesAmount(m.openingrentbalanceRequired),
  openingwaterbalance: kesAmount(m.openingwaterbalanceRequired),
  /**
   * The meter's reading on the day the tenant moves in: the first reading bills only the
   * usage since it. Only for a new tenant; without it the first reading is the baseline.
   */
  openingmeterreading: optionalMeterReading,
  nationalid: nationalId,
  krapin: kraPin,
  /** New tenants only: billing counts from this day (today in Nairobi when left out). */
  moveindate: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    calendarDate(m.dateInvalid).optional(),
  ),
  /** New tenants only: charged at move-in as its own Deposit invoice, held apart from rent. */
  deposit: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    kesAmount(m.amountRequired).optional(),
  ),
  /**
   * New tenants only: the day the deposit is due, when the landlord sets one (it may be before
   * the move-in: deposits are often paid first). Left out: the move-in day. Never before the
   * invoice's own date: a deposit entered late is due on the day it is billed.
   */
  depositduedate: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    calendarDate(m.dateInvalid).optional(),
  ),
  /** New tenants only: bill the rest of the move-in month pro rata. */
  prorate: z.boolean().optional().default(false),
  language: tenantLanguage,
  channel: tenantChannel,
});

/** POST /api/tenant/new-tenant and PUT /api/tenant/all-tenants/{id}: same rules for both. */
export const tenantBodySchema = tenantBodyFields.superRefine(checkTenantNames, {
  when: () => true,
});
export type TenantBody = z.input<typeof tenantBodySchema>;
export type TenantValues = z.output<typeof tenantBodySchema>;
/** Where a tenant lives: the fields a move changes. */
export type Placement = Pick<
  TenantValues,
  'rentalid' | 'housetype' | 'housenumber' | 'meternumber'
>;

export const tenantSchema = z.object({
  tenantid: z.string(),
  tenantdata: z.object({
    /** person or business: which name fields apply (tenantDisplayName in tenant-name.ts). */
    kind: z.enum(tenantKinds),
    /** A person's names; empty for a business. */
    firstname: z.string(),
    lastname: z.string(),
    /** A business's name; null for a person. */
    businessname: z.string().nullable(),
    /** Whom to ask for at a business (optional); null for a person. */
    contactperson: z.string().nullable(),
    phonenumber: z.string(),
    /** Another phone the tenant's page may prompt (a parent, an employer); null: none. */
    paysfromphone: z.string().nullable(),
    rentalid: z.string(),
    housetype: z.string(),
    housenumber: z.string(),
    meternumber: z.string(),
    /**
     * The money and ID fields (opening balances, ID number, KRA PIN, balance) are null for a
     * role without `tenants.private` (a caretaker): they are not theirs to see.
     */
    openingrentbalance: z.number().nullable(),
    openingwaterbalance: z.number().nullable(),
    nationalid: z.string().nullable(),
    krapin: z.string().nullable(),
    /** current, or former once the tenancy has ended (its history stays). */
    status: z.enum(tenantStatuses),
    moveindate: z.string().nullable(),
    moveoutdate: z.string().nullable(),
    /** KES owed now, from the ledger (negative: in credit); null without `tenants.private`. */
    balance: z.number().nullable(),
    /** What the tenant is sent and shown in. */
    language: z.enum(languages),
    /** How the tenant is messaged: sms, whatsapp or whatsapp_sms (issue 34). */
    channel: z.enum(tenantChannels),
    /** The tenant opted out of the landlord's SMS (the provider said so): none are sent. */
    smsblocked: z.boolean(),
    /**
     * The former tenant's personal data was erased (POST /api/tenant/{id}/erase): the name is
     * "Former tenant #N", the phone, ID and KRA PIN are gone. Absent from older servers.
     */
    erased: z.boolean().optional(),
  }),
  /** Names resolved for display. */
  rentalname: z.string(),
  roomtype: z.enum(houseTypes),
  /**
   * The tenant has money in the books (an invoice, a payment, a credit note): their tenancy is
   * ended, never deleted (DELETE answers 409), and Delete says so before a click. Absent from
   * older servers.
   */
  hasbooks: z.boolean().optional(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** The money fields are null for a role without `tenants.private` (a caretaker). */
export const tenantDetailSchema = tenantSchema.extend({
  monthlyrent: z.number().nullable(),
  /** KES of rent owed now, from the ledger: opening balances + invoices - credits. */
  balance: z.number().nullable(),
  /** KES held as deposit: received, less deductions and refunds. Never part of balance. */
  depositheld: z.number().nullable(),
  /** KES of the deposit charged and not yet received. */
  depositdue: z.number().nullable(),
});
export type TenantDetail = z.infer<typeof tenantDetailSchema>;

export const tenantResponseSchema = z.object({ tenant: tenantDetailSchema });
export const tenantListResponseSchema = z.object({ tenants: z.array(tenantSchema) });
export const tenantListQuerySchema = z.object({
  rentalid: z.string().max(64).optional(),
  /** current or former tenants only; all when left out. */
  status: z.enum(tenantStatuses).optional(),
});
