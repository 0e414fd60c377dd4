import { defaultLeaseTemplates } from '@rental/shared/lease-template-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// 2026-03-02 10:00 in Nairobi.
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const send = (token: string, method: 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload && { payload }) });

/**
 * What a reader sees printed: every string the PDF draws (jsPDF writes its content streams
 * uncompressed, each line a "(text) Tj"), unescaped and joined by spaces.
 */
function printedText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const strings = [...source.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g)].map((m) =>
    m[1]!.replace(/\\([()\\])/g, '$1'),
  );
  return strings.join(' ').replace(/\s+/g, ' ');
}

/** An owner with a tenant paying KES 12,500 a month and a lease with a yearly rise. */
async function tenantWithLease(overrides: { language?: 'en' | 'sw' } = {}) {
  const owner = await landlordWithRoom(t.app, { monthlyrent: 12500 });
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Amina',
    lastname: 'Wanjiku',
    housenumber: 'A1',
    deposit: 25000,
    ...overrides,
  });
  const lease = await send(owner.token, 'PUT', `/api/tenant/${tenant.tenantid}/lease`, {
    startdate: '2026-03-01',
    enddate: '2027-02-28',
    noticedays: 30,
    escalation: { type: 'percent', amount: 7.5, every: 'year' },
  });
  expect(lease.statusCode, lease.body).toBe(200);
  return { owner, tenant, pdfUrl: `/api/tenant/${tenant.tenantid}/lease.pdf` };
}

describe('the lease PDF', () => {
  it('is a PDF of the lease in the tenant’s language, or the one asked for', async () => {
    const { owner, pdfUrl } = await tenantWithLease({ language: 'sw' });

    const english = await send(owner.token, 'GET', `${pdfUrl}?lang=en`);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toMatch(
      /^attachment; filename="lease-.*\.pdf"$/,
    );
    expect(english.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const en = printedText(english.rawPayload);
    expect(en).toContain('Tenancy agreement');
    expect(en).toContain('Amina Wanjiku');
    expect(en).toContain('The rent is KES 12,500 a month');
    expect(en).toContain('a deposit of KES 25,000');
    expect(en).toContain('starts on 1 Mar 2026 and runs until 28 Feb 2027');
    expect(en).toContain('The rent rises by 7.5% every year');
    expect(en).toContain('30 days');
    // The house rules are printed where the lease names them.
    expect(en).toContain('No pets without the landlord');
    expect(en).not.toMatch(/\{[a-z]+\}/);

    // No lang: the tenant's own, Kiswahili.
    const kiswahili = await send(owner.token, 'GET', pdfUrl);
    expect(kiswahili.statusCode).toBe(200);
    const sw = printedText(kiswahili.rawPayload);
    expect(sw).toContain('Mkataba wa upangaji');
    expect(sw).toContain('Amina Wanjiku');
    expect(sw).toContain('Kodi ni KES 12,500 kwa mwezi');
    expect(sw).toContain('Kodi itapanda kwa asilimia 7.5 kila mwaka');
    expect(sw).toContain('1 Mac 2026');
    expect(sw).not.toContain('Tenancy agreement');
  });

  it('is refused without a lease, to another organization and to a caretaker', async () => {
    const { owner, tenant, pdfUrl } = await tenantWithLease();
    const fresh = await addTenant(t.app, owner.token, owner.place, { firstname: 'Baraka' });
    const none = await send(owner.token, 'GET', `/api/tenant/${fresh.tenantid}/lease.pdf`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({ code: 'conflict', key: 'leases.noLease' });

    const other = await landlordWithRoom(t.app);
    expect((await send(other.token, 'GET', pdfUrl)).statusCode).toBe(404);

    const caretaker = await memberToken(t.db, owner.organizationId, time.clock, 'caretaker');
    expect((await send(caretaker, 'GET', pdfUrl)).statusCode).toBe(403);
    // An accountant reads tenants' private details: the lease too.
    const accountant = await memberToken(t.db, owner.organizationId, time.clock, 'accountant');
    expect((await send(accountant, 'GET', `${pdfUrl}?lang=en`)).statusCode).toBe(200);
    expect(tenant.tenantid).toBeTruthy();
  });
});

describe('the lease template', () => {
  it('starts as the default, is saved by language, logged, and prints as saved', async () => {
    const { owner, pdfUrl } = await tenantWithLease();
    const start = await send(owner.token, 'GET', '/api/lease-templates');
    expect(start.statusCode).toBe(200);
    expect(start.json().templates).toEqual([
      {
        language: 'en',
        ...defaultLeaseTemplates.en,
        custom: false,
        updatedby: null,
        updatedat: null,
      },
      {
        language: 'sw',
        ...defaultLeaseTemplates.sw,
        custom: false,
        updatedby: null,
        updatedat: null,
      },
    ]);

    const body = {
      body: '## Our agreement\nBetween {landlordname} and {tenantname} for {housenumber}.\n{houserules}',
      houserules: '- Quiet after 9 pm, {tenantname}.',
    };
    const saved = await send(owner.token, 'PUT', '/api/lease-templates/en', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().templates[0]).toMatchObject({ ...body, custom: true });
    expect(saved.json().templates[1]).toMatchObject({ custom: false });
    const logged = await t.db
      .selectFrom('activity_log')
      .select('summary')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'lease_template_saved')
      .execute();
    expect(logged.map((row) => row.summary)).toEqual(['Saved the English lease template']);

    const text = printedText((await send(owner.token, 'GET', `${pdfUrl}?lang=en`)).rawPayload);
    expect(text).toContain('Our agreement');
    expect(text).toContain('for A1.');
    expect(text).toContain('Quiet after 9 pm, Amina Wanjiku.');
    expect(text).not.toContain('No pets');
  });

  it('refuses words in braces it cannot fill in, naming them, and any but settings', async () => {
    const owner = await landlordWithRoom(t.app);
    const typo = await send(owner.token, 'PUT', '/api/lease-templates/sw', {
      body: 'Mkataba wa {tenantnme} na {landlordname}, {rentt}.',
      houserules: '- {rules}',
    });
    expect(typo.statusCode).toBe(400);
    const error = typo.json().error;
    expect(error).toMatchObject({ code: 'validation', key: 'leases.unknownPlaceholder' });
    expect(error.fields.body).toContain('{tenantnme}, {rentt}');
    expect(error.fields.houserules).toContain('{rules}');
    const empty = await send(owner.token, 'PUT', '/api/lease-templates/en', { body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.body).toBe('Please write the lease');
    const french = await send(owner.token, 'PUT', '/api/lease-templates/fr', { body: 'x' });
    expect(french.statusCode).toBe(400);
    expect(
      (await send(owner.token, 'GET', '/api/lease-templates')).json().templates[1],
    ).toMatchObject({ custom: false });

    const accountant = await memberToken(t.db, owner.organizationId, time.clock, 'accountant');
    expect((await send(accountant, 'GET', '/api/lease-templates')).statusCode).toBe(403);
    const refused = await send(accountant, 'PUT', '/api/lease-templates/en', { body: 'x' });
    expect(refused.statusCode).toBe(403);
    const manager = await memberToken(t.db, owner.organizationId, time.clock, 'manager');
    const managed = await send(manager, 'PUT', '/api/lease-templates/en', {
      body: 'Lease of {tenantname}',
    });
    expect(managed.statusCode).toBe(200);
  });
});

describe('a rent change a lease made', () => {
  it('is worded from its code, and an older row from its English', async () => {
    const { owner, tenant } = await tenantWithLease();
    await t.db
      .insertInto('tenant_rent_changes')
      .values({
        id: 'legacy-rise',
        organization_id: owner.organizationId,
        tenant_id: tenant.tenantid,
        effective_from: '2026-09-01',
        monthly_rent_cents: 1_350_000,
        room_type_id: null,
        reason: 'Yearly rise in the lease (2026-09-01)',
        created_by: null,
        created_by_name: 'Lease',
        created_at: '2026-03-02T07:00:00.000Z',
      })
      .execute();
    const history = await send(owner.token, 'GET', `/api/tenant/${tenant.tenantid}/rent-history`);
    expect(history.json().rentchanges[0]).toMatchObject({
      reason: 'Yearly rise in the lease (2026-09-01)',
      reasoncode: 'leaseEscalation',
      reasonparams: { date: '2026-09-01' },
    });
  });
});
