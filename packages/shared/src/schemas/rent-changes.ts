import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { rentChangeReasonCodes } from '../rent-change-reasons.js';
import { kesAmount, optionalMeterReading } from './amounts.js';
import { calendarDate } from './dates.js';
import { requiredString } from './fields.js';
import { tenantBodyFields } from './tenants.js';

/** POST /api/tenant/{id}/rent-change: the tenant's rent from a date (a rent increase). */
export const rentChangeBodySchema = z.object({
  /** KES a month from `effectivefrom` on. */
  monthlyrent: kesAmount(m.monthlyrentRequired),
  /** YYYY-MM-DD (Nairobi): the first billing date that bills the new rent, or later. */
  effectivefrom: calendarDate(m.effectivefromRequired),
  reason: requiredString(m.rentReasonRequired).max(200, m.reasonTooLong),
});
export type RentChangeBody = z.input<typeof rentChangeBodySchema>;
export type RentChangeValues = z.output<typeof rentChangeBodySchema>;

/**
 * POST /api/tenant/{id}/move: another unit or room type, with the same rules as a new tenant.
 * The rent follows the new room type from `effectivefrom`. When the meter number changes, the
 * old meter's final reading is billed and the new meter starts at its opening reading.
 */
export const tenantMoveBodySchema = tenantBodyFields
  .pick({ rentalid: true, housetype: true, housenumber: true, meternumber: true })
  .extend({
    effectivefrom: calendarDate(m.effectivefromRequired),
    finalmeterreading: optionalMeterReading,
    openingmeterreading: optionalMeterReading,
  });
export type TenantMoveBody = z.input<typeof tenantMoveBodySchema>;
export type TenantMoveValues = z.output<typeof tenantMoveBodySchema>;

export const rentChangeParamsSchema = z.object({
  id: z.string().min(1).max(64),
  changeid: z.string().min(1).max(64),
});

export const rentChangeSchema = z.object({
  rentchangeid: z.string(),
  effectivefrom: z.string(),
  /** KES a month from that date: the amount set, or the room type's rent for a move. */
  monthlyrent: z.number(),
  /** The room type whose rent it follows (a move); null for an amount set by hand. */
  roomtype: z.string().nullable(),
  /** Why; '' for a move. The English the product wrote, where `reasoncode` is set. */
  reason: z.string(),
  /** A reason the product gave (a lease's yearly rise or renewal), to word in any language. */
  reasoncode: z.enum(rentChangeReasonCodes).nullable(),
  reasonparams: z.record(z.string(), z.string()),
  /** Who recorded it. */
  createdby: z.string(),
  /** When it was recorded (ISO-8601). */
  createdat: z.string(),
  /** Not yet used by any invoice and not a move's: it may still be deleted. */
  deletable: z.boolean(),
});
export type RentChange = z.infer<typeof rentChangeSchema>;

/** GET /api/tenant/{id}/rent-history. */
export const rentHistoryResponseSchema = z.object({
  /** Newest date first. */
  rentchanges: z.array(rentChangeSchema),
  /** KES in force today (Nairobi). */
  monthlyrent: z.number(),
  /** The billing date of the tenant's last rent invoice: changes must start after it. */
  lastbilled: z.string().nullable(),
});
export type RentHistory = z.infer<typeof rentHistoryResponseSchema>;
