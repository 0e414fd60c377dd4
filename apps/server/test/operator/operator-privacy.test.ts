import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { insertTenant } from '../helpers/portfolio.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { insertPayment } from '../invoices/billing-fixtures.js';
import { callRoute, operatorPhone, operatorRoutes, signUpOperator } from './operator-fixtures.js';

// Operators see organizations and counts, never tenants' personal data: tenants with names and
// phones found nowhere else must not appear in any operator answer, whatever the data around
// them (payments, SMS, activity entries naming them).

let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ operatorPhones: [operatorPhone] });
  operatorToken = (await signUpOperator(t.app)).token;
});
afterAll(() => t.close());

const tenants = [
  {
    firstname: 'Zebedayo',
    lastname: 'Kwambokaxq',
    phonenumber: '0711987654',
    national_id: 'ZX998877',
  },
  {
    firstname: 'Philomena',
    lastname: 'Wairimuqz',
    phonenumber: '0110765432',
    national_id: 'QQ112233',
  },
];
const secrets = tenants.flatMap((tenant) => [
  tenant.firstname,
  tenant.lastname,
  tenant.phonenumber,
  tenant.phonenumber.slice(1),
  tenant.national_id,
]);

describe('operator answers', () => {
  it('never carry a tenant’s name, phone or ID', async () => {
    const owner = await landlordWithRoom(t.app);
    const place = {
      organizationId: owner.organizationId,
      rentalId: owner.rental.rentalid,
      roomId: owner.room.roomid,
    };
    for (const tenant of tenants) {
      const row = await insertTenant(t.db, place, tenant);
      await insertPayment(t.db, row, 500_000, new Date().toISOString());
      await t.db
        .updateTable('payment_texts')
        .set({ payer_name: `${tenant.firstname} ${tenant.lastname}` })
        .where('transaction_id', 'in', (eb) =>
          eb.selectFrom('transactions').select('id').where('tenant_id', '=', row.id),
        )
        .execute();
    }
    // A contact request in the inbox, from the same organization.
    await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionsettings/contact',
      headers: authed(owner.token),
      payload: {
        name: 'Owner',
        phonenumber: '0722000000',
        email: 'o@example.co.ke',
        message: 'Hi',
      },
    });
    const [request] = await t.db.selectFrom('contact_requests').select('id').execute();

    const bodies: string[] = [];
    for (const route of operatorRoutes(owner.organizationId, request!.id)) {
      const response = await callRoute(t.app, route, operatorToken);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBeLessThan(
        500,
      );
      bodies.push(response.body);
    }
    // The list did show the organization and count its tenants.
    const list = JSON.parse(bodies[0]!).organizations;
    expect(
      list.find((o: { organizationid: string }) => o.organizationid === owner.organizationId),
    ).toMatchObject({ usage: { tenants: 2 } });
    for (const body of bodies) {
      for (const secret of secrets) expect(body).not.toContain(secret);
    }
    // Searching for a tenant finds nothing either: the search reads organizations and owners.
    const search = await t.app.inject({
      url: `/api/operator/organizations?q=${tenants[0]!.firstname}`,
      headers: authed(operatorToken),
    });
    expect(search.json().organizations).toEqual([]);
  });
});
