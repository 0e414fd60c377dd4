import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { pay, settableClock } from '../transactions/fixtures.js';
import { billNow, creditNote, moveIn, statementOf, tenantOf } from './tenancy-fixtures.js';

const time = settableClock('2026-05-12T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

describe('POST /api/tenant/{id}/credit-note', () => {
  it('corrects one invoice, up to what it has not been credited, and shows on the statement', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await moveIn(t.app, owner, 0);
    const invoiceid = await billNow(t.app, owner.token, tenant.tenantid, 12000);

    const first = await creditNote(t.app, owner.token, tenant.tenantid, {
      amount: 2000,
      reason: 'Billed the old rent',
      invoiceid,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      creditnote: { amount: 2000, reason: 'Billed the old rent', invoiceid },
      tenant: { balance: 10000 },
    });
    const tooMuch = await creditNote(t.app, owner.token, tenant.tenantid, {
      amount: 10000.01,
      reason: 'Again',
      invoiceid,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.fields.amount).toBe(
      'The credit note is more than this invoice has left to pay (KES 10,000)',
    );

    const statement = await statementOf(t.app, owner.token, tenant.tenantid);
    expect(statement.entries.at(-1)).toMatchObject({
      kind: 'credit_note',
      credit: 2000,
      balance: 10000,
      description: expect.stringMatching(/^Credit note on INV-\d{6}: Billed the old rent$/),
    });
    const [logged] = await activityOf(t.app, owner.token, 'credit_note_issued');
    expect(logged!.summary).toMatch(/credit note of KES 2,000 on INV-\d{6}: Billed the old rent/);
    // The number alone in the details: the web words "on" in the reader's language.
    expect(logged!.details.invoice).toMatch(/^INV-\d{6}$/);
  });

  it('credits the balance without an invoice, up to what is owed, settling the oldest first', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await moveIn(t.app, owner, 0);
    await billNow(t.app, owner.token, tenant.tenantid, 3000);
    await billNow(t.app, owner.token, tenant.tenantid, 4000);
    const discount = await creditNote(t.app, owner.token, tenant.tenantid, {
      amount: 5000,
      reason: 'Loyalty discount',
    });
    expect(discount.statusCode).toBe(201);
    const sent = await t.app.inject({
      url: `/api/invoice/all?tenantid=${tenant.tenantid}`,
      headers: authed(owner.token),
    });
    expect(
      sent.json().invoices.map((i: { invoicedata: { status: string } }) => i.invoicedata.status),
    ).toEqual(['partially paid', 'paid']);
    const over = await creditNote(t.app, owner.token, tenant.tenantid, {
      amount: 2000.5,
      reason: 'More',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.fields.amount).toBe(
      'The credit note is more than the tenant owes (KES 2,000)',
    );
  });

  it('never credits past the invoice when notes arrive at the same moment', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await moveIn(t.app, owner, 0);
    const invoiceid = await billNow(t.app, owner.token, tenant.tenantid, 5000);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        creditNote(t.app, owner.token, tenant.tenantid, {
          amount: 2000,
          reason: 'Race',
          invoiceid,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expect((await tenantOf(t.app, owner.token, tenant.tenantid)).balance).toBe(1000);
  });

  it("refuses another tenant's invoice, a deposit, and bad input", async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await moveIn(t.app, owner, 20000);
    const other = await moveIn(t.app, owner, 0);
    const theirs = await billNow(t.app, owner.token, other.tenantid, 1000);
    const wrong = await creditNote(t.app, owner.token, tenant.tenantid, {
      amount: 100,
      reason: 'x',
      invoiceid: theirs,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.fields.invoiceid).toBe("This invoice is not one of this tenant's");
    for (const body of [{ amount: 0, reason: 'x' }, { amount: 10 }, { amount: 10, reason: ' ' }]) {
      const bad = await creditNote(t.app, owner.token, tenant.tenantid, body);
      expect(bad.statusCode).toBe(400);
    }
    const stranger = await landlordWithRoom(t.app);
    const hidden = await creditNote(t.app, stranger.token, tenant.tenantid, {
      amount: 1,
      reason: 'x',
    });
    expect(hidden.statusCode).toBe(404);
    await pay(t.app, owner.token, tenant.tenantid, 100);
    expect(await tenantOf(t.app, owner.token, tenant.tenantid)).toMatchObject({
      balance: 0,
      depositheld: 100,
    });
  });
});
