import { signUpOnServer, type LoggingServer } from '../helpers/server-signup.js';
import { rentalBody, roomBody } from '../helpers/portfolio.js';
import { tenantBody } from '../helpers/tenant-fixtures.js';

/**
 * Writes through a running server's API as a landlord would: tenants added and cash payments
 * recorded, each in the server's own transactions (with their activity entries and receipts).
 */
export async function landlordOn(server: LoggingServer) {
  const { url } = server;
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: JSON.stringify(body),
    });
    if (response.status !== 201)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, Record<string, string>>>;
  };
  const { token } = await signUpOnServer(server);
  const { rental } = await call('/api/rental/new-rental', rentalBody(), token);
  const rentalid = rental!.rentalid!;
  const { room } = await call(
    '/api/rental/room-type',
    roomBody(rentalid, { totalunits: 10_000 }),
    token,
  );
  const place = { rentalid, housetype: room!.roomid! };

  return {
    async addTenant() {
      const { tenant } = await call('/api/tenant/new-tenant', tenantBody(place), token);
      return tenant!.tenantid!;
    },
    pay(tenantid: string, amount: number) {
      const payment = { tenantid, paymentmode: 'Cash', amount, description: 'Rent' };
      return call('/api/transactions/new-payment', payment, token);
    },
  };
}

/**
 * Payments, `workers` requests at a time, until `stop()`; each worker also adds a tenant now
 * and then (at most 4: the free trial allows 20 tenants).
 */
export function keepWriting(landlord: Awaited<ReturnType<typeof landlordOn>>, workers = 4) {
  let stopped = false;
  let writes = 0;
  const worker = async () => {
    const tenants: string[] = [];
    for (let round = 0; !stopped; round += 1) {
      if (round % 20 === 0 && tenants.length < 4) tenants.push(await landlord.addTenant());
      else await landlord.pay(tenants[round % tenants.length] as string, 100 + round);
      writes += 1;
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  let failed: unknown;
  running.catch((error: unknown) => (failed = error));
  return {
    /** Resolves once `count` writes are done in all; rejects if a write failed. */
    async until(count: number) {
      while (writes < count) {
        if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    writes: () => writes,
    /** Lets the writes under way finish; resolves how many were made. */
    stop: async () => {
      stopped = true;
      await running;
      return writes;
    },
  };
}
