import type { Rental, RentalDetail, Room } from '@rental/shared/schemas/rentals';

/** A rental as GET /api/rental/all-rentals answers it. */
export function makeRental(id: string, name: string, overrides: Partial<Rental> = {}): Rental {
  return {
    rentalid: id,
    rentaldata: {
      rentalname: name,
      rentallocation: 'Kasarani, Nairobi',
      rentaluse: 'residential',
      lrnumber: null,
      landlordid: null,
    },
    summary: { roomtypes: 2, units: 12, occupiedunits: 9, tenants: 9 },
    ...overrides,
  };
}

export function makeRoom(id: string, rentalid: string, overrides: Partial<Room> = {}): Room {
  return {
    roomid: id,
    roomdata: {
      rentalid,
      housetype: 'Bedsitter',
      totalunits: 10,
      monthlyrent: 8000,
      waterunitrate: 150,
    },
    occupiedunits: 3,
    ...overrides,
  };
}

export function makeRentalDetail(rental: Rental, rooms: Room[] = []): RentalDetail {
  return { ...rental, rooms };
}
