import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { memberToken, signedInMember } from '../helpers/members.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);

/** A multipart/form-data body as a browser's FormData sends it, the file as `photo`. */
async function form(file?: { bytes: Buffer; name: string }) {
  const data = new FormData();
  if (file) data.append('photo', new Blob([file.bytes]), file.name);
  else data.append('note', 'no file');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function addPhoto(token: string, repairId: string, bytes?: Buffer, name = 'leak.jpg') {
  const body = await form(bytes ? { bytes, name } : undefined);
  return t.app.inject({
    method: 'POST',
    url: `/api/repairs/${repairId}/photos`,
    headers: { ...authed(token), ...body.headers },
    payload: body.payload,
  });
}

let phoneSeq = 0;
/**
 * A landlord, a tenant and a repair of the tenant's house: reported from the tenant's page
 * with `photos`, or recorded by the team without.
 */
async function repairOfHouse(photos: Buffer[] = []) {
  const owner = await landlordWithRoom(t.app);
  phoneSeq += 1;
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Akinyi',
    phonenumber: `07440${String(phoneSeq).padStart(5, '0')}`,
  });
  if (photos.length === 0) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/repairs',
      headers: authed(owner.token),
      payload: { tenantid: tenant.tenantid, category: 'plumbing', description: 'Tap leaks' },
    });
    expect(created.statusCode).toBe(201);
    return { owner, repair: created.json<{ id: string; reference: string }>() };
  }
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/tenant/${tenant.tenantid}/link`,
    headers: authed(owner.token),
  });
  const page = /\/t\/([\w-]+)$/.exec(link.json().url as string)![1]!;
  const reported = await t.app.inject({
    method: 'POST',
    url: `/api/public/tenant/${page}/repairs`,
    payload: {
      category: 'plumbing',
      description: 'Tap leaks',
      photos: photos.map((photo) => photo.toString('base64')),
    },
  });
  expect(reported.statusCode).toBe(201);
  const [repair] = (
    await t.app.inject({ method: 'GET', url: '/api/repairs', headers: authed(owner.token) })
  ).json().repairs as { id: string; reference: string }[];
  return { owner, repair: repair! };
}

const photoRows = (repairId: string) =>
  t.db.selectFrom('repair_photos').select('id').where('repair_id', '=', repairId).execute();

describe('photos the team adds to a repair', () => {
  it('are kept, shown with the repair and served back with the type of their bytes', async () => {
    const { owner, repair } = await repairOfHouse();
    const caretaker = await signedInMember(t.db, owner.organizationId, time.clock, 'caretaker');
    // A JPEG sent as "leak.png" is a JPEG: the bytes say what it is.
    const added = await addPhoto(caretaker.token, repair.id, jpeg, 'leak.png');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id: repair.id, photos: 1 });
    const [photoId] = added.json().photoids as string[];
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/repairs/${repair.id}/photos/${photoId}`,
      headers: authed(owner.token),
    });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(jpeg)).toBe(true);

    const logged = await t.db
      .selectFrom('activity_log')
      .select(['user_id', 'role', 'entity_id', 'summary'])
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'repair_photo_added')
      .execute();
    expect(logged).toEqual([
      {
        user_id: caretaker.id,
        role: 'caretaker',
        entity_id: repair.id,
        summary: `Added a JPEG photo to the repair ${repair.reference}`,
      },
    ]);
  });

  it('refuse what is not a picture, an empty file, no file and over 5 MB, storing nothing', async () => {
    const { owner, repair } = await repairOfHouse();
    const pdf = await addPhoto(owner.token, repair.id, Buffer.from('%PDF-1.4 hello'), 'a.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error).toMatchObject({
      code: 'validation',
      fields: { photo: 'A photo must be a JPEG, PNG or WebP picture' },
    });
    const empty = await addPhoto(owner.token, repair.id, Buffer.alloc(0), 'empty.jpg');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('photo');
    const none = await addPhoto(owner.token, repair.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toHaveProperty('photo');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    png.copy(big);
    const tooBig = await addPhoto(owner.token, repair.id, big, 'big.png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatchObject({
      code: 'payload_too_large',
      fields: { photo: 'A photo can be at most 5 MB' },
    });
    const justRight = Buffer.alloc(5 * 1024 * 1024);
    png.copy(justRight);
    expect((await addPhoto(owner.token, repair.id, justRight, 'ok.png')).statusCode).toBe(201);
    expect(await photoRows(repair.id)).toHaveLength(1);
  });

  it('stop at 3 per repair, the tenant’s counted, even when sent at once', async () => {
    const { owner, repair } = await repairOfHouse([png]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => addPhoto(owner.token, repair.id, jpeg)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 409)).toHaveLength(4);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({
      code: 'conflict',
      fields: { photo: 'At most 3 photos' },
    });
    expect(await photoRows(repair.id)).toHaveLength(3);
    const logged = await t.db
      .selectFrom('activity_log')
      .select('id')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'repair_photo_added')
      .execute();
    // One entry per photo the team added; the tenant's came with their report.
    expect(logged).toHaveLength(2);
  });

  it('answer 404 for another organization’s repair and 403 to a role without repairs', async () => {
    const { owner, repair } = await repairOfHouse();
    const stranger = await landlordWithRoom(t.app);
    const theirs = await addPhoto(stranger.token, repair.id, png);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toMatchObject({ code: 'not_found', key: 'error.repairNotFound' });
    // Whatever the file: the repair is checked first.
    expect((await addPhoto(stranger.token, repair.id, Buffer.from('x'))).statusCode).toBe(404);
    const accountant = await memberToken(t.db, owner.organizationId, time.clock, 'accountant');
    expect((await addPhoto(accountant, repair.id, png)).statusCode).toBe(403);
    expect(await photoRows(repair.id)).toHaveLength(0);
  });

  it('are counted in the tenant’s personal-data export and deleted with their erasure', async () => {
    const { owner, repair } = await repairOfHouse([png]);
    expect((await addPhoto(owner.token, repair.id, jpeg)).statusCode).toBe(201);
    const { tenant_id: tenantId } = await t.db
      .selectFrom('repairs')
      .select('tenant_id')
      .where('id', '=', repair.id)
      .executeTakeFirstOrThrow();
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/tenant/${tenantId}/personal-data`,
      headers: authed(owner.token),
    });
    expect(exported.json().repairs).toEqual([
      expect.objectContaining({ reference: repair.reference, photos: 2 }),
    ]);
    await t.db
      .updateTable('tenants')
      .set({ status: 'former' })
      .where('id', '=', tenantId)
      .execute();
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/${tenantId}/erase`,
      headers: authed(owner.token),
    });
    expect(erased.statusCode).toBe(200);
    expect(await photoRows(repair.id)).toHaveLength(0);
  });
});
