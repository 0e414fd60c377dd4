import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { storedPaymentOf0043 } from '../../src/db/migrations/frozen/0043-c2b-body.js';
import { readC2bBody } from '../../src/modules/c2b/parse.js';
import { processStoredConfirmations } from '../../src/modules/c2b/processor.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// A confirmation the release before stored (raw body only) and had not applied yet is applied
// after the upgrade, from the payment migration 0043 read out of its body, as it would have
// been before.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

const received = '2026-11-21T08:00:00.000Z';
const body = (transId: string, overrides: Record<string, string> = {}) =>
  JSON.stringify({
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20261121105900',
    TransAmount: '5,000.50',
    BusinessShortCode: '600966',
    BillRefNumber: ' a-1 ',
    FirstName: 'JANE',
    MiddleName: '',
    LastName: 'DOE',
    MSISDN: '254712345678',
    ...overrides,
  });

describe('upgrading to confirmations stored parsed (migration 0043)', () => {
  it('reads the unapplied ones, which the processor then applies', async () => {
    const database = await databaseAt('0042-idempotency-keys');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO mpesa_settings (organization_id, organization_name, paybill_number,
      account_number, updated_at) VALUES ('o1', 'Acme', '600966', '', ${at})`.execute(db);
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, kind, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, status, language, created_at,
      updated_at)
      VALUES ('t1', 'o1', 'r1', 'rt1', 'person', 'Jane', 'Doe', '0712345678', 'A1', 'A1', 'M1',
      'M1', 0, 0, 'current', 'en', ${at}, ${at})`.execute(db);
    const callback = (id: string, raw: string, transId: string | null, processed: boolean) =>
      sql`INSERT INTO mpesa_callbacks (id, organization_id, kind, raw_body, trans_id,
        received_at, processed_at, outcome, source_ip, source_trusted)
        VALUES (${id}, 'o1', 'confirmation', ${raw}, ${transId}, ${received},
        ${processed ? received : null}, ${processed ? 'matched' : null}, '196.201.214.200', 1)`;
    await callback('c1', body('rkl1abc123'), 'rkl1abc123', false).execute(db);
    await callback('c2', '{"TransID": "RKL2", "TransAmount": "5.00"', 'RKL2', false).execute(db);
    await callback('c3', body('RKL3ABC123', { TransAmount: '0' }), 'RKL3ABC123', false).execute(db);
    await callback('c4', body('RKL4ABC123'), 'RKL4ABC123', true).execute(db);

    await migrateToLatest(database.handle);

    const stored = await db
      .selectFrom('mpesa_callbacks')
      .select([
        'id',
        'payment_trans_id',
        'payment_amount_cents',
        'payment_bill_ref',
        'payment_payer_name',
        'payment_paid_at',
        'payment_shortcode',
      ])
      .orderBy('id')
      .execute();
    const none = {
      payment_trans_id: null,
      payment_amount_cents: null,
      payment_bill_ref: null,
      payment_payer_name: null,
      payment_paid_at: null,
      payment_shortcode: null,
    };
    expect(
      stored.map((row) => ({
        ...row,
        payment_amount_cents:
          row.payment_amount_cents === null ? null : Number(row.payment_amount_cents),
      })),
    ).toEqual([
      {
        id: 'c1',
        payment_trans_id: 'RKL1ABC123',
        payment_amount_cents: 500050,
        payment_bill_ref: 'a-1',
        payment_payer_name: 'JANE DOE',
        payment_paid_at: '2026-11-21T07:59:00.000Z',
        payment_shortcode: '600966',
      },
      // Not JSON, and not a payment: nothing to read, settled as invalid as before.
      { id: 'c2', ...none },
      { id: 'c3', ...none },
      // Applied already: never applied again, so never read.
      { id: 'c4', ...none },
    ]);

    const errors: unknown[] = [];
    const settled = await processStoredConfirmations({
      db,
      clock: () => new Date('2026-11-21T08:01:00.000Z'),
      onError: (error) => errors.push(error),
    });
    expect(errors).toEqual([]);
    expect(settled).toBe(3);
    const outcomes = await db
      .selectFrom('mpesa_callbacks')
      .select(['id', 'outcome'])
      .orderBy('id')
      .execute();
    expect(outcomes).toEqual([
      { id: 'c1', outcome: 'matched' },
      { id: 'c2', outcome: 'invalid' },
      { id: 'c3', outcome: 'invalid' },
      { id: 'c4', outcome: 'matched' },
    ]);
    const payments = await db
      .selectFrom('transactions')
      .select(['tenant_id', 'amount_cents', 'external_reference', 'paid_at'])
      .execute();
    expect(payments.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }))).toEqual([
      {
        tenant_id: 't1',
        amount_cents: 500050,
        external_reference: 'RKL1ABC123',
        paid_at: '2026-11-21T07:59:00.000Z',
      },
    ]);
  });
});

describe("migration 0043's frozen reading of a body", () => {
  it('reads what c2b/parse.ts reads today', () => {
    const bodies = [
      body('RKL1ABC123'),
      body('rkl1abc123', { FirstName: '', LastName: '', BillRefNumber: '' }),
      body('RKL1ABC123', { TransAmount: '5000' }),
      body('RKL1ABC123', { TransAmount: '-5' }),
      body('RKL1ABC123', { TransTime: '20261321105900' }),
      body('RKL1 ABC'),
      body('RKL1ABC123', { BusinessShortCode: '' }),
      JSON.stringify({ TransID: 'RKL1ABC123', TransAmount: 12, TransTime: 20261121105900 }),
      JSON.stringify({
        TransID: 'RKL1ABC123',
        TransAmount: 12,
        TransTime: 20261121105900,
        BusinessShortCode: 600966,
        BillRefNumber: 'x'.repeat(80),
        FirstName: 'y'.repeat(130),
      }),
      '[]',
      'null',
      'not json',
    ];
    for (const raw of bodies) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const live = parsed === undefined ? undefined : readC2bBody(parsed);
      const expected =
        live?.kind === 'payment' ? { ...live.payment, shortcode: live.shortcode } : undefined;
      expect(storedPaymentOf0043(raw), raw).toEqual(expected);
    }
  });
});
