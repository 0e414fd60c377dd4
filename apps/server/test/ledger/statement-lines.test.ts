import { statementLineIn } from '@rental/shared/statement-line-words';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import type { Statement } from '@rental/shared/schemas/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeLateFees } from '../../src/modules/late-fees/charge.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import {
  billNow,
  creditNote,
  endTenancy,
  moveIn,
  statementOf,
} from '../tenancy/tenancy-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';

// Each line carries `detail` (what it is, as fields the client words in its reader's language)
// beside `description`, the English text of the API contract, written here as it always was.

// 15 June 2026, 09:00 in Nairobi.
const time = settableClock('2026-06-15T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** Each line as [description, detail], oldest first. */
const worded = (entries: Statement['entries'] | Statement['deposit']['entries']) =>
  entries.map((entry) => [entry.description, entry.detail]);

describe('statement lines', () => {
  it('give each rent line its fields, and the English description as before', async () => {
    time.set('2026-06-15T06:00:00.000Z');
    const owner = await landlordWithRoom(t.app);
    // Late fees are an Enterprise feature.
    await t.db
      .updateTable('organizations')
      .set({ plan_id: 'enterprise' })
      .where('id', '=', owner.organizationId)
      .execute();
    const rule = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/all-rentals/${owner.rental.rentalid}/late-fee`,
      headers: authed(owner.token),
      payload: { enabled: true, type: 'fixed', amount: 500, gracedays: 0 },
    });
    expect(rule.statusCode).toBe(200);
    const tenant = await moveIn(t.app, owner, 10000, {
      openingrentbalance: 1500,
      openingwaterbalance: 200,
    });
    const rent = await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: tenant.tenantid,
      amountCents: 800_000,
      billingDate: '2026-06-01',
      dueDate: '2026-06-05',
    });
    const june = invoiceNumberLabel(rent.number);
    time.set('2026-06-15T06:10:00.000Z');
    // The deposit is filled first: 10,000 of it is held, 2,000 goes to rent.
    await pay(t.app, owner.token, tenant.tenantid, 12000, { description: 'June rent' });
    time.set('2026-06-15T06:20:00.000Z');
    expect(
      await chargeLateFees(
        { db: t.db, clock: time.clock },
        { organizationId: owner.organizationId },
      ),
    ).toBe(1);
    time.set('2026-06-15T06:30:00.000Z');
    await billNow(t.app, owner.token, tenant.tenantid, 1000);
    time.set('2026-06-15T06:40:00.000Z');
    const onInvoice = await creditNote(t.app, owner.token, tenant.tenantid, {
      amount: 100,
      reason: 'Billed the old rent',
      invoiceid: rent.id,
    });
    expect(onInvoice.statusCode).toBe(201);
    time.set('2026-06-15T06:50:00.000Z');
    const onBalance = await creditNote(t.app, owner.token, tenant.tenantid, {
      amount: 50,
      reason: 'Loyalty discount',
    });
    expect(onBalance.statusCode).toBe(201);

    const statement = await statementOf(t.app, owner.token, tenant.tenantid);
    expect(worded(statement.entries)).toEqual([
      [
        'Rental Invoice Bill, June 2026',
        {
          line: 'invoice',
          invoicetype: 'Rental Invoice Bill',
          billingdate: '2026-06-01',
          description: null,
          latefeeon: null,
        },
      ],
      ['Opening rent balance', { line: 'opening', openingtype: 'rent' }],
      ['Opening water balance', { line: 'opening', openingtype: 'water' }],
      [
        'Cash payment: June rent (KES 10,000 held as deposit)',
        { line: 'payment', paymentmode: 'Cash', description: 'June rent', depositheld: 10000 },
      ],
      [
        `Late fee on ${june}`,
        {
          line: 'invoice',
          invoicetype: 'Late Fee',
          billingdate: '2026-06-15',
          description: null,
          latefeeon: june,
        },
      ],
      // Typed by the landlord: shown as typed, in any language.
      [
        'Rent, test',
        {
          line: 'invoice',
          invoicetype: 'One-off Charge',
          billingdate: '2026-06-15',
          description: 'Rent, test',
          latefeeon: null,
        },
      ],
      [
        `Credit note on ${june}: Billed the old rent`,
        {
          line: 'credit_note',
          invoicenumber: june,
          reason: 'Billed the old rent',
          fromdeposit: false,
          moveout: false,
        },
      ],
      [
        'Credit note: Loyalty discount',
        {
          line: 'credit_note',
          invoicenumber: null,
          reason: 'Loyalty discount',
          fromdeposit: false,
          moveout: false,
        },
      ],
    ]);
  });

  it('give deductions from the deposit and every deposit line their fields', async () => {
    time.set('2026-06-15T06:00:00.000Z');
    const owner = await landlordWithRoom(t.app);
    const tenant = await moveIn(t.app, owner, 10000);
    time.set('2026-06-15T06:10:00.000Z');
    // Wholly held as deposit: a deposit line, not a rent line.
    await pay(t.app, owner.token, tenant.tenantid, 10000, { paymentmode: 'MPESA' });
    time.set('2026-06-15T06:20:00.000Z');
    const ended = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-06-15',
      deductions: [{ reason: 'damage', amount: 4000, note: 'Broken window' }],
      refund: { amount: 6000, paymentmode: 'Cash', reference: 'R-1' },
    });
    expect(ended.statusCode).toBe(200);

    const statement = await statementOf(t.app, owner.token, tenant.tenantid);
    expect(worded(statement.entries)).toEqual([
      [
        'Damage: Broken window',
        {
          line: 'invoice',
          invoicetype: 'One-off Charge',
          billingdate: '2026-06-15',
          description: 'Damage: Broken window',
          latefeeon: null,
          descriptioncode: 'deduction',
          descriptionparams: { reason: 'damage', note: 'Broken window' },
        },
      ],
      [
        'From the deposit: Damage: Broken window',
        {
          line: 'credit_note',
          invoicenumber: null,
          reason: 'Damage: Broken window',
          deductionreason: 'damage',
          note: 'Broken window',
          fromdeposit: true,
          moveout: false,
        },
      ],
    ]);
    expect(worded(statement.deposit.entries)).toEqual([
      ['Deposit charged', { line: 'deposit_charge' }],
      ['MPESA payment held as deposit', { line: 'deposit_received', paymentmode: 'MPESA' }],
      [
        'Deducted: Damage: Broken window',
        {
          line: 'deposit_deduction',
          reason: 'Damage: Broken window',
          deductionreason: 'damage',
          note: 'Broken window',
        },
      ],
      ['Refunded by Cash', { line: 'deposit_refund', paymentmode: 'Cash' }],
    ]);
    // The reason travels as its code: a Kiswahili reader reads it in Kiswahili, the note as typed.
    expect(statementLineIn('sw', statement.entries[0]!.detail)).toBe('Uharibifu: Broken window');
    expect(statementLineIn('sw', statement.entries[1]!.detail)).toBe(
      'Kutoka kwenye amana: Uharibifu: Broken window',
    );
    expect(statementLineIn('sw', statement.deposit.entries[2]!.detail)).toBe(
      'Imekatwa: Uharibifu: Broken window',
    );
    expect(statementLineIn('sw', statement.deposit.entries[3]!.detail)).toBe(
      'Imerudishwa kwa Pesa taslimu',
    );
  });
});
