import { centsToKes } from '@rental/shared/money';
import type { Room } from '@rental/shared/schemas/rentals';
import type { RoomRow } from './room-repository.js';

/** A room type as the API shows it: money in KES, fields picked one by one. */
export function toRoom(row: RoomRow): Room {
  return {
    roomid: row.id,
    roomdata: {
      rentalid: row.rental_id,
      housetype: row.house_type,
      totalunits: Number(row.total_units),
      monthlyrent: centsToKes(Number(row.monthly_rent_cents)),
      waterunitrate: centsToKes(Number(row.water_unit_rate_cents)),
    },
    occupiedunits: Number(row.occupiedunits ?? 0),
  };
}
