import { smsLength } from '@rental/shared/sms-parts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// 10:00 in Nairobi: within the sending hours (08:00-18:00).
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());
beforeEach(() => time.set('2026-03-02T07:00:00.000Z'));

const message = 'Dear {customername}, water is off on Saturday 8-12 for {housenumber}. {landlord}';
const messagesw =
  'Mpendwa {customername}, maji yatakatika Jumamosi saa 2-6 kwa {housenumber}. {landlord}';

/** A landlord with two rentals: in the first a tenant owing, one in credit (sw) and one opted out. */
async function building() {
  const owner = await landlordWithRoom(t.app);
  const owing = await addTenant(t.app, owner.token, owner.place, { firstname: 'Akinyi' });
  const clear = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Baraka',
    language: 'sw',
    openingrentbalance: 0,
    openingwaterbalance: 0,
  });
  const optedOut = await addTenant(t.app, owner.token, owner.place, { firstname: 'Chebet' });
  await t.db
    .updateTable('tenants')
    .set({ sms_blocked_at: time.clock().toISOString() })
    .where('id', '=', optedOut.tenantid)
    .execute();
  const other = await createRental(t.app, owner.token, { rentalname: 'Second Court' });
  const room = await createRoom(t.app, owner.token, other.rentalid, { housetype: 'One Bedroom' });
  const elsewhere = await addTenant(t.app, owner.token, {
    rentalid: other.rentalid,
    housetype: room.roomid,
  });
  return { owner, owing, clear, optedOut, other, elsewhere };
}

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: authed(token), payload });

const smsOfNotice = (noticeId: string) =>
  t.db
    .selectFrom('sms_messages')
    .selectAll()
    .where('notice_id', '=', noticeId)
    .orderBy('recipient_name')
    .execute();

describe('notices to tenants', () => {
  it('go once to each current tenant of the rentals chosen, in their language, parts counted', async () => {
    const { owner, owing, clear, elsewhere } = await building();
    const body = { rentalids: [owner.rental.rentalid], message, messagesw };

    const preview = await post(owner.token, '/api/notices/preview', body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ recipients: 2, optedout: 1, waitsforhours: false });
    expect(preview.json().samples.en.text).toContain(`Dear Akinyi Kamau, water is off`);
    expect(preview.json().samples.en.text).toContain(`for ${owing.tenantdata.housenumber}.`);
    expect(preview.json().samples.sw.text).toContain('Mpendwa Baraka Kamau, maji yatakatika');

    const sent = await post(owner.token, '/api/notices', body);
    expect(sent.statusCode).toBe(200);
    const { id, queued, parts, optedout } = sent.json();
    expect({ queued, optedout }).toEqual({ queued: 2, optedout: 1 });

    const sms = await smsOfNotice(id);
    expect(sms.map((row) => row.tenant_id).sort()).toEqual([owing.tenantid, clear.tenantid].sort());
    expect(sms.every((row) => row.purpose === 'notice')).toBe(true);
    expect(sms.find((row) => row.tenant_id === clear.tenantid)!.text).toMatch(/^Mpendwa Baraka/);
    // What it said it costs is what the outbox will send, part for part.
    const counted = sms.reduce((sum, row) => sum + smsLength(row.text).parts, 0);
    expect(parts).toBe(counted);
    expect(sms.reduce((sum, row) => sum + Number(row.parts), 0)).toBe(parts);
    expect(preview.json().parts).toBe(parts);
    const toElsewhere = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('tenant_id', '=', elsewhere.tenantid)
      .where('notice_id', 'is not', null)
      .execute();
    expect(toElsewhere).toHaveLength(0);

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/notices',
      headers: authed(owner.token),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().notices[0]).toMatchObject({
      id,
      message,
      messagesw,
      rentalids: [owner.rental.rentalid],
      recipients: 2,
      parts,
      optedout: 1,
      delivery: { waiting: 2, sent: 0, delivered: 0, failed: 0 },
    });
    const activity = await t.db
      .selectFrom('activity_log')
      .select(['kind', 'details'])
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'notice_sent')
      .execute();
    expect(activity).toHaveLength(1);
  });

  it('sent 30 times at once with one Idempotency-Key, queue once and answer alike', async () => {
    const { owner } = await building();
    const body = { rentalids: [owner.rental.rentalid], message };
    const headers = { ...authed(owner.token), 'idempotency-key': 'notice-tap-1' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({ method: 'POST', url: '/api/notices', headers, payload: body }),
      ),
    );
    // The first is made; the others wait their turn (409, try again) or replay its answer.
    const made = answers.filter((a) => a.statusCode === 200);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => [200, 409].includes(a.statusCode))).toBe(true);
    expect(new Set(made.map((a) => a.json().id)).size).toBe(1);
    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/notices',
      headers,
      payload: body,
    });
    expect(retried.json().id).toBe(made[0]!.json().id);

    const notices = await t.db
      .selectFrom('notices')
      .select('id')
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(notices).toHaveLength(1);
    expect(await smsOfNotice(notices[0]!.id)).toHaveLength(2);
  });

  it('reach all rentals, narrowed to those in arrears, not in arrears, or a room type', async () => {
    const { owner, owing, clear, elsewhere } = await building();
    const reach = async (extra: object) => {
      const response = await post(owner.token, '/api/notices/preview', { message, ...extra });
      expect(response.statusCode).toBe(200);
      return response.json().recipients as number;
    };
    expect(await reach({ all: true })).toBe(3);
    expect(await reach({ all: true, filter: { arrears: 'owing' } })).toBe(2);
    expect(await reach({ all: true, filter: { arrears: 'clear' } })).toBe(1);
    const elsewhereRoom = await t.db
      .selectFrom('tenants')
      .select('room_type_id')
      .where('id', '=', elsewhere.tenantid)
      .executeTakeFirstOrThrow();
    expect(await reach({ all: true, filter: { roomtypeid: elsewhereRoom.room_type_id } })).toBe(1);
    const sent = await post(owner.token, '/api/notices', {
      all: true,
      filter: { arrears: 'owing' },
      message,
    });
    const sms = await smsOfNotice(sent.json().id);
    expect(sms.map((row) => row.tenant_id).sort()).toEqual(
      [owing.tenantid, elsewhere.tenantid].sort(),
    );
    expect(sms.some((row) => row.tenant_id === clear.tenantid)).toBe(false);
  });

  it('written after the sending hours wait in the outbox until 08:00', async () => {
    const { owner } = await building();
    // 19:30 in Nairobi.
    time.set('2026-03-02T16:30:00.000Z');
    const body = { rentalids: [owner.rental.rentalid], message };
    const preview = await post(owner.token, '/api/notices/preview', body);
    expect(preview.json().waitsforhours).toBe(true);
    const sent = await post(owner.token, '/api/notices', body);
    expect(sent.statusCode).toBe(200);
    const sms = await smsOfNotice(sent.json().id);
    expect(sms).toHaveLength(2);
    // 08:00 the next morning in Nairobi.
    expect(sms.every((row) => row.next_attempt_at === '2026-03-03T05:00:00.000Z')).toBe(true);
  });

  it('refuse no audience, an empty or too long message, a rental not theirs, and a caretaker', async () => {
    const { owner } = await building();
    const stranger = await landlordWithRoom(t.app);
    const refused = async (token: string, payload: object, status: number) => {
      const response = await post(token, '/api/notices', payload);
      expect(response.statusCode).toBe(status);
      return response.json();
    };
    const noAudience = await refused(owner.token, { message }, 400);
    expect(noAudience.error).toMatchObject({
      code: 'validation',
      fields: { rentalids: 'Choose the rentals to send the notice to, or all of them' },
    });
    await refused(owner.token, { all: true, rentalids: [owner.rental.rentalid], message }, 400);
    await refused(owner.token, { all: true, message: '   ' }, 400);
    await refused(owner.token, { all: true, message: 'x'.repeat(919) }, 400);
    await refused(owner.token, { rentalids: [stranger.rental.rentalid], message }, 404);
    const caretaker = await memberToken(t.db, owner.organizationId, time.clock, 'caretaker');
    await refused(caretaker, { all: true, message }, 403);
    // A manager limited to the second rental cannot reach the first.
    const other = await t.db
      .selectFrom('rentals')
      .select('id')
      .where('organization_id', '=', owner.organizationId)
      .where('id', '!=', owner.rental.rentalid)
      .executeTakeFirstOrThrow();
    const limited = await memberToken(t.db, owner.organizationId, time.clock, 'manager', [
      other.id,
    ]);
    await refused(limited, { rentalids: [owner.rental.rentalid], message }, 404);
    const theirs = await post(limited, '/api/notices/preview', { all: true, message });
    expect(theirs.json().recipients).toBe(1);
    const none = await t.db
      .selectFrom('notices')
      .select('id')
      .where('organization_id', '=', stranger.organizationId)
      .execute();
    expect(none).toHaveLength(0);
  });
});
