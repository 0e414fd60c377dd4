import type { Db } from '../../src/db/connection.js';
import { signUpOnServer } from '../helpers/server-signup.js';
import type { ServerProcess } from '../helpers/server-process.js';

/** Data for the shutdown tests, made through a server process's API as a landlord would. */

/** Calls the server's API; throws on any answer but 2xx. */
export async function callApi<T>(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; contentType?: string } = {},
): Promise<T> {
  const { token, body, contentType = 'application/json' } = options;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': contentType }),
      ...(token ? { 'x-auth-token': token } : {}),
    },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

export interface SeededLandlord {
  token: string;
  organizationId: string;
  rentalIds: string[];
  /** Every tenant's house number (unique in the organization: M-PESA pays to it). */
  houses: string[];
}

/**
 * A landlord with `rentals` rentals of `tenantsPerRental` tenants each (signed up, rentals and
 * room types made, tenants imported by CSV), on the Enterprise plan so no limit gets in the
 * way (set in the database, as an operator would).
 */
export async function seedLandlord(
  server: ServerProcess,
  db: Db,
  {
    rentals,
    tenantsPerRental,
    openingRent = () => 0,
  }: {
    rentals: number;
    tenantsPerRental: number;
    /** The opening rent balance (KES) of the n-th tenant, from 0; none by default. */
    openingRent?: (n: number) => number;
  },
): Promise<SeededLandlord> {
  const { token, user } = await signUpOnServer(server);
  const organizationId = user.organizationid;
  await db
    .updateTable('organizations')
    .set({ plan_id: 'enterprise' })
    .where('id', '=', organizationId)
    .execute();

  const rows: string[] = [];
  const rentalIds: string[] = [];
  const houses: string[] = [];
  for (let r = 1; r <= rentals; r++) {
    const name = `Shutdown Court ${r}`;
    const { rental } = await callApi<{ rental: { rentalid: string } }>(
      server,
      'POST',
      '/api/rental/new-rental',
      { token, body: { rentalname: name, rentallocation: 'Kilimani, Nairobi' } },
    );
    rentalIds.push(rental.rentalid);
    await callApi(server, 'POST', '/api/rental/room-type', {
      token,
      body: {
        rentalid: rental.rentalid,
        housetype: 'Bedsitter',
        totalunits: tenantsPerRental,
        monthlyrent: 8500,
        waterunitrate: 150,
      },
    });
    for (let i = 1; i <= tenantsPerRental; i++) {
      const house = `R${r}H${i}`;
      houses.push(house);
      const phone = `07${String(10_000_000 + r * 10_000 + i).padStart(8, '0')}`;
      const opening = openingRent(houses.length - 1);
      rows.push(`Tenant,${house},${phone},${name},Bedsitter,${house},M${house},${opening},0`);
    }
  }
  const header =
    'firstname,lastname,phonenumber,rentalname,roomtype,housenumber,meternumber,' +
    'openingrentbalance,openingwaterbalance';
  // The import takes at most 2,000 rows a file.
  for (let first = 0; first < rows.length; first += 2000) {
    const csv = [header, ...rows.slice(first, first + 2000)].join('\n');
    await callApi(server, 'POST', '/api/tenant/import', {
      token,
      body: csv,
      contentType: 'text/csv',
    });
  }
  return { token, organizationId, rentalIds, houses };
}
