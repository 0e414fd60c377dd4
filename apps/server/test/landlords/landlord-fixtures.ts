import type { OwnerStatement } from '@rental/shared/schemas/landlords';
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

/** GET /api/reports/owner-statement for the landlord and month; fails unless it answers 200. */
export async function ownerStatementOf(
  app: App,
  token: string,
  landlordid: string,
  month: string,
): Promise<OwnerStatement> {
  const response = await app.inject({
    url: `/api/reports/owner-statement?landlordid=${landlordid}&month=${month}`,
    headers: authed(token),
  });
  if (response.statusCode !== 200) throw new Error(`no owner statement: ${response.body}`);
  return response.json();
}
