import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(2000, 0x20),
  Buffer.from('%%EOF'),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);

/** A multipart/form-data body as a browser's FormData sends it. */
async function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([file.bytes]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function upload(
  token: string,
  url: string,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string },
) {
  const body = await form(fields, file);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...authed(token), ...body.headers },
    payload: body.payload,
  });
}
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: authed(token) });

async function landlordWithTenant() {
  const owner = await landlordWithRoom(t.app);
  const amina = await addTenant(t.app, owner.token, owner.place, { firstname: 'Amina' });
  return { owner, amina, url: `/api/tenant/${amina.tenantid}/documents` };
}

describe("a tenant's documents", () => {
  it('are added, listed newest first, downloaded as sent, and logged', async () => {
    const { owner, amina, url } = await landlordWithTenant();
    const lease = await upload(
      owner.token,
      url,
      { kind: 'lease', title: 'Lease 2026' },
      {
        bytes: pdf,
        name: 'scan.pdf',
      },
    );
    expect(lease.statusCode, lease.body).toBe(201);
    expect(lease.json().document).toMatchObject({
      kind: 'lease',
      title: 'Lease 2026',
      contenttype: 'application/pdf',
      size: pdf.length,
      filename: 'Lease-2026.pdf',
    });
    time.advanceMinutes(1);
    // The file's bytes say what it is: a JPEG sent as "photo.pdf" is a JPEG.
    const inspection = await upload(
      owner.token,
      url,
      { kind: 'inspection' },
      { bytes: jpeg, name: 'photo.pdf' },
    );
    expect(inspection.json().document).toMatchObject({
      title: '',
      contenttype: 'image/jpeg',
      filename: 'inspection.jpg',
    });

    const list = await get(owner.token, url);
    expect(list.json().documents.map((d: { kind: string }) => d.kind)).toEqual([
      'inspection',
      'lease',
    ]);
    const file = await get(owner.token, `/api/documents/${lease.json().document.documentid}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const logged = await t.db
      .selectFrom('activity_log')
      .select('summary')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'document_added')
      .orderBy('at')
      .execute();
    expect(logged.map((row) => row.summary)).toEqual([
      `Added a document to Amina Kamau (${amina.tenantdata.housenumber}): signed lease, Lease 2026`,
      `Added a document to Amina Kamau (${amina.tenantdata.housenumber}): move-in inspection, —`,
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${inspection.json().document.documentid}`,
      headers: authed(owner.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(owner.token, url)).json().documents).toHaveLength(1);
  });

  it('refuse what is not a PDF or picture, over 5 MB, or without a kind or file, storing nothing', async () => {
    const { owner, url } = await landlordWithTenant();
    const text = await upload(
      owner.token,
      url,
      { kind: 'letter' },
      {
        bytes: Buffer.from('hello, not a pdf'),
        name: 'letter.pdf',
      },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields).toEqual({
      file: 'A document must be a PDF, or a JPEG, PNG or WebP picture',
    });
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const tooBig = await upload(
      owner.token,
      url,
      { kind: 'letter' },
      { bytes: big, name: 'b.pdf' },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.fields).toEqual({ file: 'A document can be at most 5 MB' });
    const noKind = await upload(owner.token, url, {}, { bytes: pdf, name: 'x.pdf' });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.fields).toEqual({ kind: 'Please choose what the document is' });
    const noFile = await upload(owner.token, url, { kind: 'letter' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields.file).toBe('Please choose the file: a PDF or a picture');
    const json = await t.app.inject({
      method: 'POST',
      url,
      headers: authed(owner.token),
      payload: { kind: 'letter' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(json.json().error.code).toBeTruthy();
    expect((await get(owner.token, url)).json().documents).toEqual([]);
  });

  it('keep ID copies to the owner and managers, and another organization gets 404', async () => {
    const { owner, url } = await landlordWithTenant();
    const id = await upload(owner.token, url, { kind: 'id_copy' }, { bytes: jpeg, name: 'id.jpg' });
    expect(id.statusCode).toBe(201);
    const lease = await upload(owner.token, url, { kind: 'lease' }, { bytes: pdf, name: 'l.pdf' });
    const idUrl = `/api/documents/${id.json().document.documentid}`;

    const manager = await memberToken(t.db, owner.organizationId, time.clock, 'manager');
    expect((await get(manager, url)).json().documents).toHaveLength(2);
    expect((await get(manager, idUrl)).statusCode).toBe(200);

    const accountant = await memberToken(t.db, owner.organizationId, time.clock, 'accountant');
    const seen = (await get(accountant, url)).json().documents;
    expect(seen.map((d: { kind: string }) => d.kind)).toEqual(['lease']);
    expect((await get(accountant, idUrl)).statusCode).toBe(404);
    const refused = await upload(
      accountant,
      url,
      { kind: 'id_copy' },
      { bytes: jpeg, name: 'i.jpg' },
    );
    expect(refused.statusCode).toBe(403);

    const caretaker = await memberToken(t.db, owner.organizationId, time.clock, 'caretaker');
    expect((await get(caretaker, url)).statusCode).toBe(403);
    const leaseUrl = `/api/documents/${lease.json().document.documentid}`;
    expect((await get(caretaker, leaseUrl)).statusCode).toBe(403);

    const other = await landlordWithRoom(t.app);
    expect((await get(other.token, url)).statusCode).toBe(404);
    expect((await get(other.token, leaseUrl)).statusCode).toBe(404);
    const theirs = await upload(other.token, url, { kind: 'lease' }, { bytes: pdf, name: 'l.pdf' });
    expect(theirs.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: leaseUrl,
      headers: authed(other.token),
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('are in the personal-data export and go with the erasure', async () => {
    const { owner, amina, url } = await landlordWithTenant();
    await upload(owner.token, url, { kind: 'id_copy' }, { bytes: jpeg, name: 'id.jpg' });
    const exported = await get(owner.token, `/api/tenant/${amina.tenantid}/personal-data`);
    expect(exported.statusCode).toBe(200);
    const [document] = exported.json().documents;
    expect(document).toMatchObject({ kind: 'id_copy', contenttype: 'image/jpeg' });
    expect(Buffer.from(document.base64, 'base64').equals(jpeg)).toBe(true);

    await t.db
      .updateTable('tenants')
      .set({ status: 'former', move_out_date: '2026-03-01' })
      .where('id', '=', amina.tenantid)
      .execute();
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/${amina.tenantid}/erase`,
      headers: authed(owner.token),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.db
      .selectFrom('documents')
      .select('id')
      .where('tenant_id', '=', amina.tenantid)
      .execute();
    expect(left).toEqual([]);
  });
});

describe("a rental's documents", () => {
  it('are kept by those who manage rentals and read by everyone who sees them', async () => {
    const owner = await landlordWithRoom(t.app);
    const url = `/api/rental/${owner.rental.rentalid}/documents`;
    const added = await upload(
      owner.token,
      url,
      { kind: 'letter', title: 'County approval' },
      { bytes: pdf, name: 'a.pdf' },
    );
    expect(added.statusCode).toBe(201);
    const caretaker = await memberToken(t.db, owner.organizationId, time.clock, 'caretaker');
    expect((await get(caretaker, url)).json().documents).toHaveLength(1);
    const file = await get(caretaker, `/api/documents/${added.json().document.documentid}`);
    expect(file.statusCode).toBe(200);
    const refused = await upload(caretaker, url, { kind: 'letter' }, { bytes: pdf, name: 'b.pdf' });
    expect(refused.statusCode).toBe(403);
  });
});
