import type { Rental, RentalDetail } from '@rental/shared/schemas/rentals';
import { toRoom } from './room-presenter.js';
import type { RoomRow } from './room-repository.js';
import type { RentalRow } from './repository.js';

/** A rental and its card figures as the API shows them. */
export function toRental(row: RentalRow): Rental {
  return {
    rentalid: row.id,
    rentaldata: {
      rentalname: row.name,
      rentallocation: row.location,
      rentaluse: row.rental_use,
      lrnumber: row.lr_number,
      landlordid: row.landlord_id,
    },
    summary: {
      roomtypes: Number(row.roomtypes ?? 0),
      units: Number(row.units ?? 0),
      occupiedunits: Number(row.occupiedunits ?? 0),
      tenants: Number(row.tenants ?? 0),
    },
  };
}

export function toRentalDetail(row: RentalRow, rooms: RoomRow[]): RentalDetail {
  return { ...toRental(row), rooms: rooms.map(toRoom) };
}
