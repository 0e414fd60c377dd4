import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// 10:00 in Nairobi.
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());
beforeEach(() => time.set('2026-03-02T07:00:00.000Z'));

const vendor = { name: 'Otieno Plumbers', phone: '0711222333' };
let phoneSeq = 0;

/** A landlord with a tenant who wrote their own number into the report. */
async function reportedRepair() {
  const owner = await landlordWithRoom(t.app);
  phoneSeq += 1;
  const phone = `07440${String(phoneSeq).padStart(5, '0')}`;
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Akinyi',
    phonenumber: phone,
  });
  const created = await send(owner.token, 'POST', '/api/repairs', {
    tenantid: tenant.tenantid,
    category: 'plumbing',
    description: `Kitchen tap leaks, call me on ${phone}`,
    priority: 'high',
  });
  expect(created.statusCode).toBe(201);
  const repair: { id: string; reference: string } = created.json();
  return { owner, tenant, phone, repair };
}

function send(token: string, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });
}

/** The SMS queued to the vendor's phone. */
const vendorSms = (organizationId: string) =>
  t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('phone', '=', '+254711222333')
    .orderBy('id')
    .execute();

describe('sending a repair to its vendor by SMS', () => {
  it('texts the vendor the job once, without the tenant’s phone unless allowed', async () => {
    const { owner, tenant, phone, repair } = await reportedRepair();
    const updated = await send(owner.token, 'PUT', `/api/repairs/${repair.id}`, {
      status: 'scheduled',
      assignee: vendor,
      scheduledfor: '2026-03-03T10:00',
      notifytenant: true,
      notifyvendor: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const [job, ...more] = await vendorSms(owner.organizationId);
    expect(more).toHaveLength(0);
    expect(job).toMatchObject({ purpose: 'repair', tenant_id: null, recipient_name: vendor.name });
    expect(job!.text).toContain(repair.reference);
    expect(job!.text).toContain(`house ${tenant.tenantdata.housenumber}`);
    expect(job!.text).toContain(owner.rental.rentaldata.rentalname);
    expect(job!.text).toContain('Kasarani, Nairobi');
    expect(job!.text).toContain('(plumbing)');
    expect(job!.text).toContain('Kitchen tap leaks');
    expect(job!.text).toContain('When: Tue 3 Mar at 10:00');
    // Neither from the facts nor from what the tenant wrote.
    expect(job!.text).not.toContain(phone);
    // The tenant is told too, once, on their own phone.
    const tenantSms = await t.db
      .selectFrom('sms_messages')
      .select('text')
      .where('tenant_id', '=', tenant.tenantid)
      .where('purpose', '=', 'repair')
      .execute();
    expect(tenantSms).toHaveLength(1);

    const [entry] = await activityOf(t.app, owner.token, 'repair_sent_to_vendor');
    expect(entry?.details).toMatchObject({
      reference: repair.reference,
      name: vendor.name,
      phonenumber: vendor.phone,
      tenantphone: 'false',
    });

    // Allowed the next time, the phone goes with the job, in the sender's language.
    const swahili = await send(owner.token, 'PUT', '/api/user/language', { language: 'sw' });
    expect(swahili.statusCode, swahili.body).toBe(200);
    const again = await send(owner.token, 'PUT', `/api/repairs/${repair.id}`, {
      notifyvendor: true,
      sharetenantphone: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    const jobs = await vendorSms(owner.organizationId);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]!.text).toMatch(/^Kazi R-\d+ \(mabomba\) nyumba /);
    expect(jobs[1]!.text).toContain(`Mpangaji: ${phone}.`);
    expect(jobs[1]!.text).toContain('Lini: Jumanne 3 Mac saa 4:00 asubuhi');
    const entries = await activityOf(t.app, owner.token, 'repair_sent_to_vendor');
    expect(entries[0]?.details).toMatchObject({ tenantphone: 'true' });
  });

  it('refuses without a vendor to send to, and changes nothing', async () => {
    const { owner, repair } = await reportedRepair();
    const alone = await send(owner.token, 'PUT', `/api/repairs/${repair.id}`, {
      status: 'scheduled',
      notifyvendor: true,
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error).toMatchObject({
      code: 'validation',
      fields: {
        notifyvendor: 'To send the job by SMS, assign the repair to a vendor with a name and phone',
      },
    });
    const member = await send(owner.token, 'PUT', `/api/repairs/${repair.id}`, {
      assignee: { userid: owner.user.userid },
      notifyvendor: true,
    });
    expect(member.statusCode).toBe(400);
    const detail = await send(owner.token, 'GET', `/api/repairs/${repair.id}`);
    expect(detail.json()).toMatchObject({ status: 'new', assignee: null });
    expect(await vendorSms(owner.organizationId)).toHaveLength(0);
    expect(await activityOf(t.app, owner.token, 'repair_sent_to_vendor')).toHaveLength(0);
  });

  it('loses the tenant’s phone from the vendor’s job when the tenant is erased', async () => {
    const { owner, tenant, phone, repair } = await reportedRepair();
    await send(owner.token, 'PUT', `/api/repairs/${repair.id}`, {
      assignee: vendor,
      notifyvendor: true,
      sharetenantphone: true,
    });
    expect((await vendorSms(owner.organizationId))[0]!.text).toContain(phone);
    await t.db
      .updateTable('tenants')
      .set({ status: 'former' })
      .where('id', '=', tenant.tenantid)
      .execute();
    const erased = await send(owner.token, 'POST', `/api/tenant/${tenant.tenantid}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    const [job] = await vendorSms(owner.organizationId);
    expect(job!.text).toContain(repair.reference);
    expect(job!.text).not.toContain(phone);
  });
});
