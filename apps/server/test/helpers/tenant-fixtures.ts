import type { RoomBody } from '@rental/shared/schemas/rentals';
import type { TenantBody, TenantDetail } from '@rental/shared/schemas/tenants';
import type { App } from '../../src/app.js';
import { authed, signUp } from './accounts.js';
import { createRental, createRoom } from './portfolio.js';

let nextRef = 0;

/** A valid new-tenant body with house and meter numbers no other tenant of the test uses. */
export function tenantBody(
  place: { rentalid: string; housetype: string },
  overrides: Partial<TenantBody> = {},
): TenantBody {
  nextRef += 1;
  return {
    firstname: 'Wanjiku',
    lastname: 'Kamau',
    phonenumber: '0712345678',
    ...place,
    housenumber: `B${nextRef}`,
    meternumber: `MTR-${nextRef}`,
    openingrentbalance: 1500.5,
    openingwaterbalance: 200,
    ...overrides,
  };
}

/** A signed-up landlord with one rental and one room type in it. */
export async function landlordWithRoom(app: App, room: Partial<Omit<RoomBody, 'rentalid'>> = {}) {
  const account = await signUp(app);
  const rental = await createRental(app, account.token);
  const created = await createRoom(app, account.token, rental.rentalid, room);
  return {
    ...account,
    organizationId: account.user.organizationid,
    rental,
    room: created,
    place: { rentalid: rental.rentalid, housetype: created.roomid },
  };
}

export function postTenant(app: App, token: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/tenant/new-tenant',
    headers: authed(token),
    payload: payload as object,
  });
}

/** Adds a tenant through the API, as the New Tenant form does. */
export async function addTenant(
  app: App,
  token: string,
  place: { rentalid: string; housetype: string },
  overrides: Partial<TenantBody> = {},
): Promise<TenantDetail> {
  const response = await postTenant(app, token, tenantBody(place, overrides));
  if (response.statusCode !== 201) throw new Error(`tenant not created: ${response.body}`);
  return response.json().tenant;
}
