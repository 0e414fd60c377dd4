import { z } from 'zod';
import {
  houseTypes,
  incomingSmsOutcomes,
  invoiceTypes,
  languages,
  paymentModes,
  smsPurposes,
  smsStatuses,
  tenantKinds,
  tenantStatuses,
  transactionTypes,
} from '../enums.js';
import { documentKinds } from './documents.js';
import { depositStatementSchema } from './ledger.js';
import { tenantDetailSchema } from './tenants.js';

/**
 * GET /api/tenant/{id}/personal-data: everything the product holds about one tenant, for the
 * landlord (the data controller under the Kenya Data Protection Act 2019) to hand to the
 * tenant who asked for it. Money in KES, instants ISO, calendar days YYYY-MM-DD. The tenant
 * link's token is never in it: only a hash of it is kept.
 */
export const personalDataSchema = z.object({
  exportedat: z.string(),
  /** Who holds the data: the landlord's or agent's name on bills. */
  controller: z.object({ name: z.string() }),
  profile: z.object({
    tenantid: z.string(),
    /** person or business; a business's name is businessname, its names are empty. */
    kind: z.enum(tenantKinds),
    firstname: z.string(),
    lastname: z.string(),
    businessname: z.string().nullable(),
    contactperson: z.string().nullable(),
    phonenumber: z.string(),
    nationalid: z.string().nullable(),
    krapin: z.string().nullable(),
    language: z.enum(languages),
    smsblocked: z.boolean(),
    smsblockedat: z.string().nullable(),
    erasedat: z.string().nullable(),
    createdat: z.string(),
  }),
  tenancy: z.object({
    rentalid: z.string(),
    rentalname: z.string(),
    roomtype: z.enum(houseTypes),
    housenumber: z.string(),
    meternumber: z.string(),
    status: z.enum(tenantStatuses),
    moveindate: z.string().nullable(),
    moveoutdate: z.string().nullable(),
    openingrentbalance: z.number(),
    openingwaterbalance: z.number(),
    rentchanges: z.array(
      z.object({
        effectivefrom: z.string(),
        monthlyrent: z.number().nullable(),
        reason: z.string(),
      }),
    ),
  }),
  invoices: z.array(
    z.object({
      invoiceid: z.string(),
      number: z.string(),
      invoicetype: z.enum(invoiceTypes),
      billingdate: z.string(),
      invoicedate: z.string(),
      duedate: z.string(),
      amount: z.number(),
      description: z.string(),
      /** The SMS text the invoice was announced with. */
      message: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      transactionid: z.string(),
      transactiontype: z.enum(transactionTypes),
      paymentmode: z.enum(paymentModes),
      amount: z.number(),
      /** The part held as deposit. */
      deposit: z.number(),
      paidat: z.string(),
      reference: z.string().nullable(),
      description: z.string(),
      /** The payment was reversed: it counts for nothing, and stays in the books. */
      reversed: z.boolean(),
      /** The day its reversal counts from (YYYY-MM-DD); null when not reversed. */
      reversedon: z.string().nullable(),
    }),
  ),
  creditnotes: z.array(
    z.object({
      creditnoteid: z.string(),
      kind: z.string(),
      amount: z.number(),
      reason: z.string(),
      invoiceid: z.string().nullable(),
      createdat: z.string(),
    }),
  ),
  /** The deposit's movements: charged, received, deducted, refunded. */
  deposit: depositStatementSchema,
  readings: z.array(
    z.object({
      readingid: z.string(),
      readingdate: z.string(),
      baseline: z.boolean(),
      previousreading: z.number(),
      meterreading: z.number(),
      waterusage: z.number(),
      cost: z.number(),
      meterreplacement: z.boolean(),
    }),
  ),
  messages: z.object({
    /** SMS sent (or queued) to the tenant. */
    sent: z.array(
      z.object({
        messageid: z.string(),
        phonenumber: z.string(),
        text: z.string(),
        purpose: z.enum(smsPurposes),
        status: z.enum(smsStatuses),
        createdat: z.string(),
      }),
    ),
    /** SMS the tenant sent to the landlord's number (BAL, SALIO...). */
    received: z.array(
      z.object({
        messageid: z.string(),
        phonenumber: z.string(),
        text: z.string(),
        outcome: z.enum(incomingSmsOutcomes),
        receivedat: z.string(),
      }),
    ),
  }),
  /** M-PESA prompts (STK push) sent to the tenant's phone. */
  paymentrequests: z.array(
    z.object({
      phonenumber: z.string(),
      amount: z.number(),
      status: z.string(),
      receipt: z.string().nullable(),
      createdat: z.string(),
    }),
  ),
  /** Repairs the tenant reported or that were recorded for their house (issue 32). */
  repairs: z.array(
    z.object({
      reference: z.string(),
      category: z.string(),
      description: z.string(),
      status: z.string(),
      reportedvia: z.string(),
      createdat: z.string(),
      closedat: z.string().nullable(),
      photos: z.number(),
    }),
  ),
  /** The tenant's private page link: whether there is one and since when (never the token). */
  tenantlink: z.object({ createdat: z.string(), createdby: z.string() }).nullable(),
  /** The tenant's documents (a signed lease, an ID copy...), each file in base64. */
  documents: z.array(
    z.object({
      documentid: z.string(),
      kind: z.enum(documentKinds),
      title: z.string(),
      contenttype: z.string(),
      size: z.number(),
      createdat: z.string(),
      base64: z.string(),
    }),
  ),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/**
 * POST /api/tenant/{id}/erase: the former tenant, now "Former tenant #N". `erased` is false
 * when they had been erased before (the call changes nothing the second time).
 */
export const eraseResponseSchema = z.object({
  tenant: tenantDetailSchema,
  erased: z.boolean(),
});
export type EraseResponse = z.infer<typeof eraseResponseSchema>;
