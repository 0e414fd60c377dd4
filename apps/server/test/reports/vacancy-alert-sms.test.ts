import { smsLength } from '@rental/shared/sms-parts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertLongVacancies } from '../../src/modules/reports/index.js';
import { authed } from '../helpers/accounts.js';
import { signedInMember } from '../helpers/members.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { endTenancy, moveIn } from '../tenancy/tenancy-fixtures.js';
import { settableClock } from '../transactions/fixtures.js';

// The vacancy alert by SMS (issue 32, part 4): the account's owner and its managers are texted
// once per unit and vacancy spell, each in their language, naming the houses they see and their
// days vacant; repeated runs and a second server never text twice, and a unit re-let and freed
// again alerts again.

const time = settableClock('2026-01-05T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** Moves the clock to `hour`:00 Nairobi of `date`; the owner's sessions are kept alive. */
async function at(date: string, hour = 9) {
  time.set(new Date(Date.parse(`${date}T00:00:00.000Z`) + (hour - 3) * 3_600_000).toISOString());
  await t.db.updateTable('sessions').set({ expires_at: '2099-01-01T00:00:00.000Z' }).execute();
}

/** An owner with one house of KES 31,000 a month, let as A1 from 5 January, alert after 30 days. */
async function ownerWithHouse() {
  await at('2026-01-05');
  const owner = await landlordWithRoom(t.app, { totalunits: 1, monthlyrent: 31000 });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/reports/vacancies/settings',
    headers: authed(owner.token),
    payload: { alertafterdays: 30 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const a1 = await moveIn(t.app, owner, 0, { housenumber: 'A1', moveindate: '2026-01-05' });
  return { owner, a1 };
}

async function moveOut(token: string, tenantid: string, moveoutdate: string) {
  const response = await endTenancy(t.app, token, tenantid, { moveoutdate });
  expect(response.statusCode, response.body).toBe(200);
}

function alertsTo(organizationId: string) {
  return t.db
    .selectFrom('sms_messages')
    .select(['phone', 'text', 'status', 'tenant_id', 'next_attempt_at'])
    .where('organization_id', '=', organizationId)
    .where('purpose', '=', 'vacancy_alert')
    .orderBy('created_at')
    .execute();
}

const deps = () => ({ db: t.db, clock: time.clock });

describe('the vacancy alert by SMS', () => {
  it('texts the owner once per vacancy, however often and on however many servers it runs', async () => {
    const { owner, a1 } = await ownerWithHouse();
    await at('2026-02-28');
    await moveOut(owner.token, a1.tenantid, '2026-02-28');

    // 30 March: vacant since 1 March, 30 days: not past the setting yet.
    await at('2026-03-30');
    await alertLongVacancies(deps());
    expect(await alertsTo(owner.organizationId)).toEqual([]);

    // 31 March: 31 days. Two servers' runs at once, then a rerun: one SMS.
    await at('2026-03-31');
    await Promise.all([alertLongVacancies(deps()), alertLongVacancies(deps())]);
    await alertLongVacancies(deps());
    await at('2026-04-02');
    await alertLongVacancies(deps());
    const rental = owner.rental.rentaldata.rentalname;
    const { phonenumber } = await t.db
      .selectFrom('users')
      .select('phonenumber')
      .where('organization_id', '=', owner.organizationId)
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    const first = await alertsTo(owner.organizationId);
    expect(first).toEqual([
      {
        phone: `+254${phonenumber.slice(1)}`,
        text: `Vacant over 30 days: A1 at ${rental}: vacant 31 days, KES 31,000 lost. See Reports, Vacancies.`,
        status: 'queued',
        tenant_id: null,
        next_attempt_at: '2026-03-31T06:00:00.000Z',
      },
    ]);

    // Re-let on 10 April, freed again from 1 May: a new vacancy, a new SMS after 30 days.
    await at('2026-04-10');
    const b = await moveIn(t.app, owner, 0, { housenumber: 'A1', moveindate: '2026-04-10' });
    await alertLongVacancies(deps());
    await at('2026-04-30');
    await moveOut(owner.token, b.tenantid, '2026-04-30');
    await at('2026-05-31');
    await Promise.all([alertLongVacancies(deps()), alertLongVacancies(deps())]);
    await alertLongVacancies(deps());
    const texts = (await alertsTo(owner.organizationId)).map((row) => row.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(
      `Vacant over 30 days: A1 at ${rental}: vacant 31 days, KES 31,000 lost. See Reports, Vacancies.`,
    );
  });

  it('texts the managers too, each of the rentals they see, and no one else', async () => {
    const { owner, a1 } = await ownerWithHouse();
    const rentalId = owner.rental.rentalid;
    const other = await createRental(t.app, owner.token);
    const member = async (role: 'manager' | 'accountant' | 'caretaker', rentals: string[]) => {
      const { id } = await signedInMember(t.db, owner.organizationId, time.clock, role, rentals);
      const { phonenumber } = await t.db
        .selectFrom('users')
        .select('phonenumber')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return `+254${phonenumber.slice(1)}`;
    };
    const everywhere = await member('manager', []);
    const here = await member('manager', [rentalId]);
    await member('manager', [other.rentalid]);
    await member('accountant', []);
    await member('caretaker', []);
    await t.db
      .updateTable('users')
      .set({ language: 'sw' })
      .where('phonenumber', '=', `0${here.slice(4)}`)
      .execute();

    await at('2026-02-28');
    await moveOut(owner.token, a1.tenantid, '2026-02-28');
    await at('2026-04-05');
    await alertLongVacancies(deps());
    const rental = owner.rental.rentaldata.rentalname;
    const english = `Vacant over 30 days: A1 at ${rental}: vacant 36 days, KES 36,166.67 lost. See Reports, Vacancies.`;
    const alerts = await alertsTo(owner.organizationId);
    expect(alerts).toHaveLength(3);
    const byPhone = new Map(alerts.map((alert) => [alert.phone, alert.text]));
    expect(byPhone.get(everywhere)).toBe(english);
    expect(byPhone.get(here)).toMatch(/^Wazi zaidi ya siku 30: A1 katika /);
    const ownerPhone = [...byPhone.keys()].find((phone) => phone !== everywhere && phone !== here);
    expect(byPhone.get(ownerPhone!)).toBe(english);
  });

  it("speaks the owner's language, and waits for the morning when the check runs at night", async () => {
    const { owner, a1 } = await ownerWithHouse();
    await t.db
      .updateTable('users')
      .set({ language: 'sw' })
      .where('organization_id', '=', owner.organizationId)
      .execute();
    await at('2026-02-28');
    await moveOut(owner.token, a1.tenantid, '2026-02-28');
    await at('2026-04-05', 2);
    await alertLongVacancies({ ...deps(), sendingHours: { from: 8, to: 18 } });
    expect(await alertsTo(owner.organizationId)).toMatchObject([
      {
        // March's 31 days at 1,000 a day, and 5 April days at 31,000 / 30.
        text:
          `Wazi zaidi ya siku 30: A1 katika ${owner.rental.rentaldata.rentalname}: wazi siku 36, ` +
          'kodi iliyopotea KES 36,166.67. Angalia Ripoti, Nyumba wazi.',
        // 02:00 Nairobi: held to 08:00 (05:00 UTC).
        next_attempt_at: '2026-04-05T05:00:00.000Z',
      },
    ]);
  });

  it('texts no one while the owner’s account is deactivated, and still rings the bell', async () => {
    const { owner, a1 } = await ownerWithHouse();
    await at('2026-02-28');
    await moveOut(owner.token, a1.tenantid, '2026-02-28');
    await t.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('organization_id', '=', owner.organizationId)
      .execute();
    await at('2026-04-05');
    expect(await alertLongVacancies(deps())).toBeGreaterThan(0);
    expect(await alertsTo(owner.organizationId)).toEqual([]);
  });
});

describe('the vacancy alert text', () => {
  it('names three units and counts the rest, so one SMS stays short', async () => {
    const { vacancyAlertTexts } = await import('../../src/modules/sms/index.js');
    const unit = (house: string) => ({ house, rental: 'Mvule', days: 40, lost: 1000 });
    const units = ['A1', 'A2', 'A3', 'A4', 'A5'].map(unit);
    expect(vacancyAlertTexts.en({ units, afterDays: 30 })).toBe(
      'Vacant over 30 days: A1 at Mvule: vacant 40 days, KES 1,000 lost; A2 at Mvule: vacant ' +
        '40 days, KES 1,000 lost; A3 at Mvule: vacant 40 days, KES 1,000 lost; and 2 more. ' +
        'See Reports, Vacancies.',
    );
    expect(vacancyAlertTexts.sw({ units, afterDays: 30 })).toMatch(/; na nyingine 2\. Angalia/);
    // Both stay GSM-7, and three long units fit in three parts.
    for (const language of ['en', 'sw'] as const) {
      const length = smsLength(vacancyAlertTexts[language]({ units, afterDays: 30 }));
      expect(length.encoding).toBe('GSM-7');
      expect(length.parts).toBeLessThanOrEqual(3);
    }
  });
});
