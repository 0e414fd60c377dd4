import type { SmsPurpose } from '@rental/shared/enums';
import {
  defaultReminderMessage,
  earlierDefaultReminderMessages,
} from '@rental/shared/schemas/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeLateFees } from '../../src/modules/late-fees/charge.js';
import { queueDueReminders } from '../../src/modules/reminders/queue.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { c2bSample } from '../mpesa/c2b-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';

// Receipts, reminders, late-fee notices and one-off charges in the tenant's language, through
// the flows that send them. 15 June 2026, 09:00 in Nairobi: within tenants' sending hours.
const time = settableClock('2026-06-15T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** A landlord (paybill 600984) with Wanjiru, who reads Kiswahili, and Brian, who reads English. */
async function landlordWithTenants() {
  const owner = await landlordWithRoom(t.app);
  await t.db
    .updateTable('organizations')
    .set({ plan_id: 'enterprise', display_name: 'Jua Court Homes' })
    .where('id', '=', owner.organizationId)
    .execute();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
  });
  expect(saved.statusCode).toBe(200);
  const { confirmationurl } = saved.json().mpesasettings;
  const secret = /\/api\/c2b\/([0-9a-f]{40})\/confirmation$/.exec(confirmationurl)![1]!;
  const tenant = (firstname: string, housenumber: string) =>
    addTenant(t.app, owner.token, owner.place, {
      firstname,
      lastname: 'Test',
      housenumber,
      openingrentbalance: 0,
      openingwaterbalance: 0,
    });
  const wanjiru = await tenant('Wanjiru', 'B7');
  const brian = await tenant('Brian', 'B8');
  await t.db
    .updateTable('tenants')
    .set({ language: 'sw' })
    .where('id', '=', wanjiru.tenantid)
    .execute();
  const bill = (tenantId: string, kes: number, dueDate: string) =>
    insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId,
      amountCents: kes * 100,
      billingDate: dueDate,
      dueDate,
    });
  return { owner, secret, wanjiru, brian, bill };
}

function smsTo(tenantId: string, purpose: SmsPurpose) {
  return t.db
    .selectFrom('sms_messages')
    .select('text')
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .execute()
    .then((rows) => rows.map((row) => row.text));
}

describe('SMS to a Kiswahili tenant', () => {
  it('a receipt for a payment recorded by hand and for an M-PESA paybill payment', async () => {
    const { owner, secret, wanjiru, brian, bill } = await landlordWithTenants();
    await bill(wanjiru.tenantid, 8000, '2026-06-05');
    await pay(t.app, owner.token, wanjiru.tenantid, 3000, { sendreceipt: true });
    expect(await smsTo(wanjiru.tenantid, 'receipt')).toEqual([
      expect.stringMatching(
        /^Mpendwa Wanjiru, malipo yako ya KES 3,000 kwa nyumba B7 yamepokelewa na Jua Court Homes tarehe 15 Jun 2026\. Salio lako ni KES 5,000\. Lipa kwa M-PESA paybill 600984, akaunti B7\. Asante\.$/,
      ),
    ]);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/c2b/${secret}/confirmation`,
      payload: c2bSample(
        {
          TransID: 'TFG7HIJ8KL',
          BusinessShortCode: '600984',
          BillRefNumber: 'b7',
          TransAmount: '6000.00',
        },
        time.clock(),
      ),
    });
    expect(confirmed.statusCode).toBe(200);
    await t.app.c2bConfirmations.settled();
    expect((await smsTo(wanjiru.tenantid, 'receipt'))[1]).toBe(
      'Mpendwa Wanjiru, malipo yako ya KES 6,000 kwa nyumba B7 yamepokelewa na Jua Court ' +
        'Homes tarehe 15 Jun 2026. Risiti TFG7HIJ8KL. Salio lako: Ana ziada ya KES ' +
        '1,000. Asante.',
    );

    // The English tenant's receipt words a credit as screens do.
    await pay(t.app, owner.token, brian.tenantid, 500, { sendreceipt: true });
    expect((await smsTo(brian.tenantid, 'receipt'))[0]).toMatch(
      /^Dear Brian, Jua Court Homes has received KES 500 for house B8 on 15 Jun 2026\. Your balance: In credit KES 500\. Thank you\.$/,
    );
  });

  it('a reminder while the landlord keeps the default, and one the landlord wrote as written', async () => {
    const { owner, wanjiru, brian, bill } = await landlordWithTenants();
    await bill(wanjiru.tenantid, 8000, '2026-06-01');
    await bill(wanjiru.tenantid, 8000, '2026-07-01'); // not yet due
    await bill(brian.tenantid, 8000, '2026-06-01');
    const settings = (template: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/reminders/settings',
        headers: authed(owner.token),
        payload: { enabled: true, days: [14], template },
      });
    // A landlord who saved the earlier default keeps a default: it reads as the current one.
    expect((await settings(earlierDefaultReminderMessages.en)).statusCode).toBe(200);
    const saved = await t.app.inject({
      url: '/api/reminders/settings',
      headers: authed(owner.token),
    });
    expect(saved.json().reminders.template).toBe(defaultReminderMessage);
    const remind = () =>
      queueDueReminders({ db: t.db, clock: time.clock }, { organizationId: owner.organizationId });
    expect(await remind()).toBe(2);
    expect(await smsTo(wanjiru.tenantid, 'reminder')).toEqual([
      'Mpendwa Wanjiru Test, deni la KES 8,000 tangu 1 Jun 2026; KES 8,000 zaidi ' +
        'zitadaiwa 1 Jul 2026. Paybill 600984, akaunti B7. Jua Court Homes',
    ]);
    expect(await smsTo(brian.tenantid, 'reminder')).toEqual([
      'Dear Brian Test, KES 8,000 is overdue since 1 Jun 2026. Paybill 600984, account B8. ' +
        'Jua Court Homes',
    ]);

    // "Remind now" with the landlord's own words: sent to both as written.
    await settings('Hi {customername}, KES {balance} please.');
    const now = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/send-now',
      headers: authed(owner.token),
    });
    expect(now.statusCode).toBe(200);
    expect((await smsTo(wanjiru.tenantid, 'reminder'))[1]).toBe(
      'Hi Wanjiru Test, KES 16,000 please.',
    );
  });

  it('a late-fee notice and a one-off charge', async () => {
    const { owner, wanjiru, bill } = await landlordWithTenants();
    const overdue = await bill(wanjiru.tenantid, 8000, '2026-06-01');
    const rule = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/all-rentals/${owner.rental.rentalid}/late-fee`,
      headers: authed(owner.token),
      payload: { enabled: true, type: 'fixed', amount: 500, gracedays: 3, sendsms: true },
    });
    expect(rule.statusCode).toBe(200);
    expect(
      await chargeLateFees(
        { db: t.db, clock: time.clock },
        { organizationId: owner.organizationId },
      ),
    ).toBe(1);
    const overdueLabel = `INV-${String(overdue.number).padStart(6, '0')}`;
    expect(await smsTo(wanjiru.tenantid, 'notice')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Mpendwa Wanjiru, ankara ${overdueLabel} imepita tarehe ya mwisho ya kulipa: faini ya ` +
            'kuchelewa ya KES 500 imeongezwa \\(INV-\\d{6}\\)\\. Sasa unadaiwa KES 8,500\\. ' +
            'Tafadhali lipa kwa M-PESA paybill 600984, akaunti B7\\. Jua Court Homes$',
        ),
      ),
    ]);

    const charged = await t.app.inject({
      method: 'POST',
      url: '/api/invoice/new-charge',
      headers: authed(owner.token),
      payload: {
        tenantid: wanjiru.tenantid,
        chargetype: 'repair',
        description: 'Kubadilisha kufuli',
        amount: 1500,
        sendsms: true,
      },
    });
    expect(charged.statusCode).toBe(201);
    expect((await smsTo(wanjiru.tenantid, 'invoice')).at(-1)).toMatch(
      /^Mpendwa Wanjiru Test, INV-\d{6}: Kubadilisha kufuli, KES 1,500, tarehe ya mwisho ya kulipa 22 Jun 2026\. Tafadhali lipa kwa M-PESA nambari ya paybill 600984, nambari ya akaunti B7\. Jua Court Homes$/,
    );
  });
});
