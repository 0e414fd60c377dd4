import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { validationMessages as m } from '@rental/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertTenants,
  invoicesOf,
  postSchedule,
  scheduleBody,
} from './billing-fixtures.js';

// 2026-01-29 09:00 in Nairobi: billing on the 29th–31st crosses into February.
const time = testClock(new Date('2026-01-29T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

describe('due rules on schedules', () => {
  it('bills with the due date of the schedule’s rule, the 5th of the month by default', async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 1);
    await createSchedule(t.app, owner, { startdate: '2026-01-31' });
    await createSchedule(t.app, owner, {
      startdate: '2026-01-29',
      invoicetype: 'Service Charge Bill',
      servicecharge: 500,
      duerule: 'days_after',
      duedays: 7,
    });
    await runDueInvoices({ db: t.db, clock: time.clock }, { today: '2026-01-31' });
    const invoices = await invoicesOf(t.db, owner.organizationId);
    expect(invoices.map((i) => [i.invoice_type, i.billing_date, i.due_date])).toEqual([
      ['Service Charge Bill', '2026-01-29', '2026-02-05'],
      ['Rental Invoice Bill', '2026-01-31', '2026-02-05'],
    ]);
    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/invoice/all',
      headers: authed(owner.token),
    });
    expect(sent.json().invoices.map((i: SentInvoice) => i.invoicedata.duedate)).toEqual([
      '2026-02-05',
      '2026-02-05',
    ]);
  });

  it('keeps the rule when an edit does not mention it, and validates the days', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const id = await createSchedule(t.app, owner, {
      startdate: '2026-02-01',
      duerule: 'day_of_month',
      duedays: 28,
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/invoicesettings/all-invoices/${id}`,
      headers: authed(owner.token),
      payload: scheduleBody(owner.rental.rentalid, { startdate: '2026-02-01' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().invoice.settingdata).toMatchObject({
      duerule: 'day_of_month',
      duedays: 28,
    });

    const tooLate = await postSchedule(
      t.app,
      owner.token,
      scheduleBody(owner.rental.rentalid, { startdate: '2026-02-01', duedays: 29 }),
    );
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().error.fields).toEqual({ duedays: m.duedayInvalid });
    const tooFar = await postSchedule(
      t.app,
      owner.token,
      scheduleBody(owner.rental.rentalid, {
        startdate: '2026-02-01',
        duerule: 'days_after',
        duedays: 91,
      }),
    );
    expect(tooFar.json().error.fields).toEqual({ duedays: m.duedaysInvalid });
  });
});
