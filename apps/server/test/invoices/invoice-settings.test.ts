import {
  defaultInvoiceMessage,
  defaultInvoiceMessages,
  earlierDefaultInvoiceMessages,
} from '@rental/shared/invoice-message';
import { alertMessages, validationMessages as m } from '@rental/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { billingLandlord, createSchedule, postSchedule, scheduleBody } from './billing-fixtures.js';

// 2026-03-02 09:00 in Nairobi.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}
const settingUrl = (id: string) => `/api/invoicesettings/all-invoices/${id}`;

describe('POST /api/invoicesettings/new-invoice', () => {
  it('schedules an invoice whose next billing date is its first date', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const response = await postSchedule(
      t.app,
      owner.token,
      scheduleBody(owner.rental.rentalid, {
        startdate: '2026-03-05',
        billingfrequency: 'quarterly',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().invoice).toEqual({
      settingid: expect.any(String),
      settingdata: {
        invoicetype: 'Rental Invoice Bill',
        rentalid: owner.rental.rentalid,
        billingfrequency: 'quarterly',
        startdate: '2026-03-05',
        nextbillingdate: '2026-03-05',
        invoicemessage: defaultInvoiceMessage,
        messagesw: null,
        servicecharge: 0,
        duerule: 'day_of_month',
        duedays: 5,
      },
      rentalname: owner.rental.rentaldata.rentalname,
      lastrunnote: null,
      lastrun: null,
    });
  });

  it('gives the form messages for every missing field', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const response = await postSchedule(t.app, owner.token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      invoicetype: m.invoicetypeRequired,
      rentalid: m.invoiceRentalRequired,
      billingfrequency: m.billingfrequencyRequired,
      startdate: m.startdateRequired,
    });
    const bad = await postSchedule(t.app, owner.token, {
      invoicetype: 'Gas Bill',
      rentalid: '',
      billingfrequency: 'weekly',
      startdate: '2026-02-30',
      invoicemessage: 'x'.repeat(919),
    });
    expect(bad.json().error.fields).toEqual({
      invoicetype: m.invoicetypeRequired,
      rentalid: m.invoiceRentalRequired,
      billingfrequency: m.billingfrequencyRequired,
      startdate: m.dateInvalid,
      invoicemessage: m.invoicemessageTooLong,
    });
  });

  it('needs a service charge for a Service Charge Bill and keeps it only there', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const rentalid = owner.rental.rentalid;
    const missing = await postSchedule(
      t.app,
      owner.token,
      scheduleBody(rentalid, { invoicetype: 'Service Charge Bill' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ servicecharge: m.servicechargeRequired });

    const charged = await postSchedule(
      t.app,
      owner.token,
      scheduleBody(rentalid, { invoicetype: 'Service Charge Bill', servicecharge: '1200.50' }),
    );
    expect(charged.json().invoice.settingdata.servicecharge).toBe(1200.5);

    const rent = await postSchedule(
      t.app,
      owner.token,
      scheduleBody(rentalid, { servicecharge: 900, invoicemessage: '  ' }),
    );
    expect(rent.json().invoice.settingdata).toMatchObject({
      servicecharge: 0,
      invoicemessage: defaultInvoiceMessage,
    });
  });

  it('refuses a first invoice date before today in Nairobi', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const past = await postSchedule(
      t.app,
      owner.token,
      scheduleBody(owner.rental.rentalid, { startdate: '2026-03-01' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toEqual({
      code: 'validation',
      message: m.startdatePast,
      key: 'validation.startdatePast',
      fields: { startdate: m.startdatePast },
    });
    // 23:30 UTC on 1 March is already 2 March in Nairobi.
    const late = testClock(new Date('2026-03-01T23:30:00.000Z'));
    const other = await createTestApp({ clock: late.clock });
    try {
      const landlord = await billingLandlord(other.app, other.db);
      const today = await postSchedule(
        other.app,
        landlord.token,
        scheduleBody(landlord.rental.rentalid, { startdate: '2026-03-01' }),
      );
      expect(today.json().error.fields).toEqual({ startdate: m.startdatePast });
    } finally {
      await other.close();
    }
  });

  it("refuses another organization's rental and changes nothing", async () => {
    const owner = await billingLandlord(t.app, t.db);
    const stranger = await billingLandlord(t.app, t.db);
    const response = await postSchedule(t.app, owner.token, scheduleBody(stranger.rental.rentalid));
    expect(response.statusCode).toBe(404);
    const list = await call('GET', '/api/invoicesettings/all-invoices', owner.token);
    expect(list.json().invoices).toEqual([]);
  });

  it('moves onboarding past the invoices step when registering', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const progress = () =>
      t.app.inject({ url: '/api/onboarding/progress', headers: authed(owner.token) });
    expect((await progress()).json().step).toBe('rentals');
    await createSchedule(t.app, owner);
    expect((await progress()).json().step).toBe('rentals');
    await createSchedule(t.app, owner, { register: true });
    expect((await progress()).json().step).toBe('subscription');
  });
});

describe('GET /api/invoicesettings/all-invoices', () => {
  it('lists the schedules newest first with their rental names', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const second = await createRental(t.app, owner.token, { rentalname: 'Baraka Flats' });
    const first = await createSchedule(t.app, owner);
    time.advanceMinutes(1);
    const latest = await createSchedule(t.app, owner, {
      rentalid: second.rentalid,
      invoicetype: 'Water Invoice Bill',
    });
    const response = await call('GET', '/api/invoicesettings/all-invoices', owner.token);
    expect(response.statusCode).toBe(200);
    const invoices = response.json().invoices;
    expect(invoices.map((i: { settingid: string }) => i.settingid)).toEqual([latest, first]);
    expect(invoices[0].rentalname).toBe('Baraka Flats');
    expect(invoices[1].rentalname).toBe(owner.rental.rentaldata.rentalname);
  });
});

describe('GET, PUT, DELETE /api/invoicesettings/all-invoices/{id}', () => {
  it('gets, edits and deletes a schedule', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const id = await createSchedule(t.app, owner, { startdate: '2026-03-10' });
    const got = await call('GET', settingUrl(id), owner.token);
    expect(got.json().invoice.settingdata.startdate).toBe('2026-03-10');
    // A schedule still on an earlier built-in default reads as the current default.
    await t.db
      .updateTable('invoice_schedules')
      .set({ message: earlierDefaultInvoiceMessages.en })
      .where('id', '=', id)
      .execute();
    expect(
      (await call('GET', settingUrl(id), owner.token)).json().invoice.settingdata.invoicemessage,
    ).toBe(defaultInvoiceMessages.en);

    const edited = await call('PUT', settingUrl(id), owner.token, {
      ...scheduleBody(owner.rental.rentalid),
      invoicetype: 'Service Charge Bill',
      servicecharge: 500,
      billingfrequency: 'annually',
      startdate: '2026-03-20',
      invoicemessage: 'Hello {customername}, pay {amount}.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().invoice.settingdata).toEqual({
      invoicetype: 'Service Charge Bill',
      rentalid: owner.rental.rentalid,
      billingfrequency: 'annually',
      startdate: '2026-03-20',
      nextbillingdate: '2026-03-20',
      invoicemessage: 'Hello {customername}, pay {amount}.',
      messagesw: null,
      servicecharge: 500,
      duerule: 'day_of_month',
      duedays: 5,
    });

    const invalid = await call('PUT', settingUrl(id), owner.token, { startdate: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.startdate).toBe(m.startdateRequired);

    const removed = await call('DELETE', settingUrl(id), owner.token);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', settingUrl(id), owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', settingUrl(id), owner.token)).statusCode).toBe(404);
    expect(alertMessages.invoiceSettingRemoved).toBe('Invoice setting removed');
  });

  it("answers 404 for another organization's schedule and changes nothing", async () => {
    const owner = await billingLandlord(t.app, t.db);
    const stranger = await billingLandlord(t.app, t.db);
    const id = await createSchedule(t.app, owner);
    const body = scheduleBody(stranger.rental.rentalid, { invoicetype: 'Pending Bill' });
    expect((await call('GET', settingUrl(id), stranger.token)).statusCode).toBe(404);
    expect((await call('PUT', settingUrl(id), stranger.token, body)).statusCode).toBe(404);
    expect((await call('DELETE', settingUrl(id), stranger.token)).statusCode).toBe(404);
    // Nor may the owner move it to the stranger's rental.
    const moved = await call('PUT', settingUrl(id), owner.token, body);
    expect(moved.statusCode).toBe(404);
    const kept = await call('GET', settingUrl(id), owner.token);
    expect(kept.json().invoice.settingdata).toMatchObject({
      invoicetype: 'Rental Invoice Bill',
      rentalid: owner.rental.rentalid,
    });
  });

  it('moves the start before it is reached and locks it afterwards', async () => {
    const clock = testClock(new Date('2026-03-02T06:00:00.000Z'));
    const other = await createTestApp({ clock: clock.clock });
    try {
      const owner = await billingLandlord(other.app, other.db);
      const id = await createSchedule(other.app, owner, { startdate: '2026-03-05' });
      const put = (changes: object) =>
        other.app.inject({
          method: 'PUT',
          url: settingUrl(id),
          headers: authed(owner.token),
          payload: { ...scheduleBody(owner.rental.rentalid), ...changes },
        });

      const earlier = await put({ startdate: '2026-03-04' });
      expect(earlier.json().invoice.settingdata).toMatchObject({
        startdate: '2026-03-04',
        nextbillingdate: '2026-03-04',
      });
      const past = await put({ startdate: '2026-03-01' });
      expect(past.json().error.fields).toEqual({ startdate: m.startdatePast });

      // On the start date itself it may still move.
      clock.advanceDays(2);
      const sameDay = await put({ startdate: '2026-03-04' });
      expect(sameDay.statusCode).toBe(200);

      // Invoicing has started: the next billing date moved on (as a run does).
      clock.advanceDays(1);
      await other.db
        .updateTable('invoice_schedules')
        .set({ next_billing_date: '2026-04-04' })
        .where('id', '=', id)
        .execute();
      const moved = await put({ startdate: '2026-03-10' });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().error).toEqual({
        code: 'validation',
        message: m.startdateLocked,
        key: 'validation.startdateLocked',
        fields: { startdate: m.startdateLocked },
      });
      const quarterly = await put({ startdate: '2026-03-04', billingfrequency: 'quarterly' });
      expect(quarterly.statusCode).toBe(200);
      expect(quarterly.json().invoice.settingdata).toMatchObject({
        startdate: '2026-03-04',
        nextbillingdate: '2026-04-04',
        billingfrequency: 'quarterly',
      });
    } finally {
      await other.close();
    }
  });
});
