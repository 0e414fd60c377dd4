import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { requiredString } from './fields.js';
import { calendarMonth } from './kra-mri.js';

export const etimsEnvironments = ['sandbox', 'production'] as const;
export type EtimsEnvironment = (typeof etimsEnvironments)[number];

/** Which tenants get eTIMS invoices: all, or business tenants with a KRA PIN. */
export const etimsScopes = ['all', 'business'] as const;
export type EtimsScope = (typeof etimsScopes)[number];

/**
 * Settings → KRA eTIMS (issue 34), owner only. The device is the landlord's PIN, branch and
 * device serial as KRA registered them; changing any of them (or the environment) needs a new
 * initialisation, which the test call does.
 */
export const etimsSettingsBodySchema = z.object({
  /** KRA PIN: a letter, nine digits and a letter (P051234567X), upper-cased, spaces dropped. */
  pin: requiredString(m.etimsPinRequired)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]\d{9}[A-Z]$/, m.krapinFormat)),
  /** KRA's branch id: two digits, 00 for the head office. */
  branchid: z
    .string({ error: m.etimsBranchFormat })
    .trim()
    .regex(/^\d{2}$/, m.etimsBranchFormat)
    .optional()
    .default('00'),
  deviceserial: requiredString(m.etimsDeviceSerialRequired)
    .max(100, m.etimsDeviceSerialFormat)
    .regex(/^[A-Za-z0-9._-]+$/, m.etimsDeviceSerialFormat),
  environment: z.enum(etimsEnvironments).optional().default('sandbox'),
  /** Commercial rent and service charge carry VAT (16%) for a VAT-registered landlord. */
  vatregistered: z.boolean().optional().default(false),
  scope: z.enum(etimsScopes).optional().default('all'),
});
export type EtimsSettingsBody = z.input<typeof etimsSettingsBodySchema>;

export const etimsSettingsSchema = z.object({
  pin: z.string(),
  branchid: z.string(),
  deviceserial: z.string(),
  environment: z.enum(etimsEnvironments),
  vatregistered: z.boolean(),
  scope: z.enum(etimsScopes),
  /** Whether KRA initialised the device (its key is kept, never shown). */
  initialised: z.boolean(),
  /** When (ISO); null until the test call initialised it. */
  initialisedat: z.string().nullable(),
  /** When KRA's code lists were last read (ISO); null: never. */
  codelistsat: z.string().nullable(),
});
export type EtimsSettings = z.infer<typeof etimsSettingsSchema>;

export const etimsSettingsResponseSchema = z.object({
  etimssettings: etimsSettingsSchema.nullable(),
});

/** POST /api/etims/test: KRA answered the initialisation (when needed) and the code lists. */
export const etimsTestResponseSchema = z.object({
  ok: z.literal(true),
  /** The tax types KRA's code lists hold (A exempt, B 16%...), with their rates in percent. */
  taxtypes: z.array(z.object({ code: z.string(), name: z.string(), rate: z.number() })),
  etimssettings: etimsSettingsSchema,
});
export type EtimsTestResponse = z.infer<typeof etimsTestResponseSchema>;

/** A document's state at KRA as the API shows it ('sending' reads as queued). */
export const etimsTransmissionStatuses = ['queued', 'sent', 'failed'] as const;
export type EtimsTransmissionStatus = (typeof etimsTransmissionStatuses)[number];

/**
 * GET /api/etims/transmissions?month=YYYY-MM&status=: queued in that Nairobi month. With
 * `limit`, a page of that many, newest first; `cursor` continues from a page's nextcursor
 * (without `limit`, every row, as before paging came).
 */
export const etimsTransmissionsQuerySchema = z.object({
  month: calendarMonth.optional(),
  status: z.enum(etimsTransmissionStatuses).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const etimsTransmissionSchema = z.object({
  id: z.string(),
  /** sale: an invoice or one-off charge; refund: a credit note on `invoiceid`. */
  kind: z.enum(['sale', 'refund']),
  /** The invoice (a refund's: the invoice it credits). */
  invoiceid: z.string().nullable(),
  invoicenumber: z.string().nullable(),
  creditnoteid: z.string().nullable(),
  status: z.enum(etimsTransmissionStatuses),
  /** The control unit's receipt number (curRcptNo); null until KRA answered. */
  controlnumber: z.string().nullable(),
  /** KRA's receipt signature (rcptSign). */
  signature: z.string().nullable(),
  /** KRA's receipt page, for the QR code. */
  qrurl: z.string().nullable(),
  /** Why the last attempt did not go through. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** Our number at KRA (invcNo), for reconciling with what KRA shows. */
  documentnumber: z.number().int(),
  createdat: z.string(),
});
export type EtimsTransmission = z.infer<typeof etimsTransmissionSchema>;

export const etimsTransmissionsResponseSchema = z.object({
  transmissions: z.array(etimsTransmissionSchema),
  /** The next page's cursor; null on the last page (and when no `limit` was asked). */
  nextcursor: z.string().nullable(),
});

export const etimsTransmissionParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const etimsTransmissionResponseSchema = z.object({ transmission: etimsTransmissionSchema });

/** An invoice's state at KRA in the invoice answers; null when it is not for KRA. */
export const invoiceEtimsSchema = z
  .object({
    status: z.enum(etimsTransmissionStatuses),
    controlnumber: z.string().nullable(),
    /** KRA's receipt signature, printed on the invoice with the control number. */
    signature: z.string().nullable(),
    qrurl: z.string().nullable(),
  })
  .nullable();
export type InvoiceEtims = z.infer<typeof invoiceEtimsSchema>;

/** GET /api/etims/report?month=YYYY-MM: the documents dated in that month (KRA's sale date). */
export const etimsReportQuerySchema = z.object({ month: calendarMonth });

/** The tax types a rent document is sent under (rent-sale.ts): exempt, 16% and non-VAT. */
export const etimsReportTaxTypes = ['A', 'B', 'D'] as const;

const reportSumsSchema = z.object({
  count: z.number().int(),
  /** KES, refunds subtracted; taxable is VAT-inclusive, as sent to KRA (taxblAmt). */
  taxable: z.number(),
  vat: z.number(),
  total: z.number(),
});

export const etimsReportRowSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD (Nairobi): the sale date sent to KRA: the day billed, or credited. */
  date: z.string(),
  kind: z.enum(['sale', 'refund']),
  /** Ours as sent to KRA (trdInvcNo): the invoice number, or CN- and the credit note's id. */
  number: z.string(),
  /** A refund's invoice number (the sale it credits); null for a sale. */
  originalnumber: z.string().nullable(),
  /** The control unit's invoice number (invcNo), and a refund's sale's (orgInvcNo). */
  documentnumber: z.number().int(),
  originaldocumentnumber: z.number().int().nullable(),
  tenantname: z.string(),
  housenumber: z.string(),
  rentalname: z.string(),
  taxtype: z.enum(etimsReportTaxTypes),
  /** KES; negative for a refund, so the rows add up to the totals. */
  taxable: z.number(),
  vat: z.number(),
  total: z.number(),
  controlnumber: z.string().nullable(),
  signature: z.string().nullable(),
  status: z.enum(etimsTransmissionStatuses),
  /** When KRA took it (ISO instant); null until then. */
  sentat: z.string().nullable(),
});
export type EtimsReportRow = z.infer<typeof etimsReportRowSchema>;

export const etimsReportSchema = z.object({
  month: z.string(),
  /** Oldest first, by date and the control unit's number: the order KRA's portal lists. */
  rows: z.array(etimsReportRowSchema),
  totals: z.object({
    /** What KRA took (status sent): the figures to match against KRA's portal. */
    sent: reportSumsSchema.extend({
      bytaxtype: z.array(reportSumsSchema.extend({ taxtype: z.enum(etimsReportTaxTypes) })),
    }),
    /** Dated this month but not at KRA yet (queued or failed). */
    waiting: reportSumsSchema,
  }),
});
export type EtimsReport = z.infer<typeof etimsReportSchema>;

export const etimsReportResponseSchema = z.object({ etimsreport: etimsReportSchema });
