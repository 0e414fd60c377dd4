// Seeds one organization with `count` tenants, in rentals of up to 10,000, through the real API
// (the CSV import), on the Enterprise plan so that no plan limit stops it.
import { signUpBenchUser } from './lib.mjs';

async function call(baseUrl, token, method, path, body, contentType = 'application/json') {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': contentType, 'x-auth-token': token },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A room type holds at most 10,000 units: a larger portfolio is several rentals of that size. */
const tenantsPerRental = 10_000;

export async function seedPortfolio(server, count) {
  // Returns the owner's token and user, the first rental and all of them.
  const { token, user } = await signUpBenchUser(server.url, server.readAccountMessages);
  await server.database.execute(
    `update organizations set plan_id = 'enterprise' where id = '${user.organizationid}'`,
  );
  const rentals = [];
  for (let first = 0; first < count; first += tenantsPerRental) {
    const name = first === 0 ? 'Bench Court' : `Bench Court ${first / tenantsPerRental + 1}`;
    rentals.push(
      await seedRental(server, token, name, first, Math.min(count, first + tenantsPerRental)),
    );
  }
  return { token, user, rental: rentals[0], rentals };
}

/** One rental with one room type and the tenants numbered `from` to `to` (excluded). */
async function seedRental(server, token, rentalname, from, to) {
  const { rental } = await call(server.url, token, 'POST', '/api/rental/new-rental', {
    rentalname,
    rentallocation: 'Kilimani, Nairobi',
  });
  await call(server.url, token, 'POST', '/api/rental/room-type', {
    rentalid: rental.rentalid,
    housetype: 'Bedsitter',
    totalunits: to - from,
    monthlyrent: 8500,
    waterunitrate: 150,
  });
  const names = ['Achieng', 'Baraka', 'Chebet', 'Wanjiku', 'Otieno', 'Njeri', 'Kiprop', 'Amina'];
  const surnames = ['Odhiambo', 'Mwangi', 'Kamau', 'Wafula', 'Kiptoo', 'Mutua', 'Onyango'];
  const header =
    'firstname,lastname,phonenumber,rentalname,roomtype,housenumber,meternumber,openingrentbalance,openingwaterbalance';
  // The import takes at most 2,000 rows per file.
  for (let first = from; first < to; first += 2000) {
    const rows = [header];
    for (let i = first; i < Math.min(to, first + 2000); i++) {
      rows.push(
        `${names[i % names.length]},${surnames[i % surnames.length]},07${String(10_000_000 + i).padStart(8, '0')},${rentalname},Bedsitter,H${i},M${i},${i % 3 === 0 ? 1500 : 0},0`,
      );
    }
    const imported = await call(
      server.url,
      token,
      'POST',
      '/api/tenant/import',
      rows.join('\n'),
      'text/csv',
    );
    if (imported.imported !== rows.length - 1) {
      throw new Error(`seeded ${imported.imported} of ${rows.length - 1} tenants`);
    }
  }
  return rental;
}

/** The seeded tenants as the transaction seeder takes them: id and full name. */
export async function tenantsOf(server, token) {
  const response = await fetch(`${server.url}/api/tenant/all-tenants`, {
    headers: { 'x-auth-token': token },
  });
  const { tenants } = await response.json();
  return tenants.map((t) => ({
    id: t.tenantid,
    name: `${t.tenantdata.firstname} ${t.tenantdata.lastname}`,
  }));
}
