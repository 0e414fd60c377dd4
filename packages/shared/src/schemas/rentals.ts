import { z } from 'zod';
import { houseTypes, rentalUses } from '../enums.js';
import { validationMessages as m } from '../messages.js';
import { kesAmount, positiveCount } from './amounts.js';
import { requiredString } from './fields.js';

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/rental/new-rental and PUT /api/rental/all-rentals/{id} */
export const rentalBodySchema = z.object({
  rentalname: requiredString(m.rentalnameRequired).max(100, m.textTooLong),
  rentallocation: requiredString(m.rentallocationRequired).max(100, m.textTooLong),
  /**
   * Residential (the default) or commercial: KRA's rental income tax (MRI) covers residential
   * rent. Left out of a PUT, the rental keeps its use.
   */
  rentaluse: z.enum(rentalUses, { error: m.rentaluseInvalid }).optional(),
  /** The LR or plot number for the tax return; '' or null clears it, left out keeps it. */
  lrnumber: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim() || null))
    .refine((value) => !value || value.length <= 64, m.lrnumberTooLong),
  /** An agent's landlord who owns the rental; null: the organization's own; left out keeps it. */
  landlordid: z
    .union([z.string().trim().max(64), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type RentalBody = z.input<typeof rentalBodySchema>;

export const roomFields = {
  housetype: z.enum(houseTypes, { error: m.housetypeRequired }),
  totalunits: positiveCount(m.totalunitsRequired, m.totalunitsRange, 10_000),
  monthlyrent: kesAmount(m.monthlyrentRequired),
  waterunitrate: kesAmount(m.waterunitrateRequired),
};

/** POST /api/rental/room-type: a room type of a rental. */
export const roomBodySchema = z.object({
  rentalid: requiredString(m.rentalRequired).max(64),
  ...roomFields,
});
export type RoomBody = z.input<typeof roomBodySchema>;

/** POST /api/rental/room-type/{id}: change a room type (it stays in its rental). */
export const roomUpdateBodySchema = z.object(roomFields);
export type RoomUpdateBody = z.input<typeof roomUpdateBodySchema>;

export const roomSchema = z.object({
  roomid: z.string(),
  roomdata: z.object({
    rentalid: z.string(),
    housetype: z.enum(houseTypes),
    totalunits: z.number(),
    monthlyrent: z.number(),
    waterunitrate: z.number(),
  }),
  /** Tenants living in rooms of this type. */
  occupiedunits: z.number(),
});
export type Room = z.infer<typeof roomSchema>;

export const rentalSchema = z.object({
  rentalid: z.string(),
  rentaldata: z.object({
    rentalname: z.string(),
    rentallocation: z.string(),
    rentaluse: z.enum(rentalUses),
    lrnumber: z.string().nullable(),
    landlordid: z.string().nullable(),
  }),
  /** Figures for the rental's card. */
  summary: z.object({
    roomtypes: z.number(),
    units: z.number(),
    occupiedunits: z.number(),
    tenants: z.number(),
  }),
});
export type Rental = z.infer<typeof rentalSchema>;

export const rentalResponseSchema = z.object({ rental: rentalSchema });
export const rentalDetailResponseSchema = z.object({
  rental: rentalSchema.extend({ rooms: z.array(roomSchema) }),
});
export type RentalDetail = z.infer<typeof rentalDetailResponseSchema>['rental'];
export const rentalListResponseSchema = z.object({ rentals: z.array(rentalSchema) });
export const roomResponseSchema = z.object({ room: roomSchema });
export const roomListResponseSchema = z.object({ rooms: z.array(roomSchema) });
export const roomListQuerySchema = z.object({ rentalid: z.string().max(64).optional() });
