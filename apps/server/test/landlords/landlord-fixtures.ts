import type { App } from '../../src/app.js';
import { authed } from '../helpers/accounts.js';
import { createRental, createRoom } from '../helpers/portfolio.js';

/**
 * A rental named `rentalname` with one room type at `monthlyrent` (KES), assigned to the
 * landlord: what an agent's owner statements count. Answers the place a tenant moves into.
 */
export async function landlordsRental(
  app: App,
  token: string,
  landlordid: string,
  rentalname: string,
  monthlyrent: number,
) {
  const rental = await createRental(app, token, { rentalname });
  const room = await createRoom(app, token, rental.rentalid, { monthlyrent });
  const assigned = await app.inject({
    method: 'PUT',
    url: `/api/rental/all-rentals/${rental.rentalid}`,
    headers: authed(token),
    payload: { rentalname, rentallocation: rental.rentaldata.rentallocation, landlordid },
  });
  if (assigned.statusCode !== 200) throw new Error(`rental not assigned: ${assigned.body}`);
  return { rental, place: { rentalid: rental.rentalid, housetype: room.roomid } };
}
