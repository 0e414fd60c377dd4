import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/db/bulk-insert.js';
import { isUniqueViolation } from '../../src/db/errors.js';
import { queueSms } from '../../src/modules/sms/outbox.js';
import { billingLandlord, smsOf } from '../invoices/billing-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * db/bulk-insert.ts through the outbox (the invoice run's SMS) and on its own: many rows in one
 * call, cut into statements per database (a COPY of 5,000 rows on PostgreSQL, an INSERT of 500
 * on SQLite), every row stored once with what it said, and a refused row refusing its
 * statement, with the connection fit for the next.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-03-02T06:00:00.000Z');

function sms(organizationId: string, text: string) {
  return {
    organizationId,
    tenantId: null,
    recipientName: 'Wanjiku Kamau',
    phoneNumber: '0712345678',
    text,
    purpose: 'notice' as const,
  };
}

describe('insertRows', () => {
  it('stores more rows than one statement takes, each once and as given', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const count = 5_001 + 250;
    const ids = await queueSms(
      t.db,
      Array.from({ length: count }, (_, i) => sms(owner.organizationId, `Message ${i}`)),
      now,
    );
    expect(new Set(ids).size).toBe(count);
    const stored = await smsOf(t.db, owner.organizationId);
    expect(stored).toHaveLength(count);
    const texts = new Set(stored.map((row) => row.text));
    expect(texts.has('Message 0') && texts.has(`Message ${count - 1}`)).toBe(true);
    expect(stored.every((row) => row.status === 'queued' && row.phone === '+254712345678')).toBe(
      true,
    );
  });

  it('stores a text whose emoji was cut in half, with the others of its statement', async () => {
    // A lone UTF-16 surrogate: JSON.stringify writes it as \ud83d, which PostgreSQL's JSON
    // refuses; the row is stored with U+FFFD in its place (SQLite keeps the bytes it was given,
    // read back as U+FFFD too).
    const owner = await billingLandlord(t.app, t.db);
    const cut = 'Asante sana 😀'.slice(0, -1);
    await queueSms(t.db, [sms(owner.organizationId, cut), sms(owner.organizationId, 'Sawa')], now);
    const texts = (await smsOf(t.db, owner.organizationId)).map((row) => row.text).sort();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Asante sana \ufffd+$/);
    expect(texts[1]).toBe('Sawa');
  });

  it('stores every character as given, the ones a COPY escapes too', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const texts = [
      'tab\there',
      'two\nlines',
      'carriage\r\nreturn',
      'back\\slash',
      '\\N',
      '\\.',
      'end of data\n\\.\nand more',
      'Habari 😀, "quoted" and \'single\'',
      '',
    ];
    await queueSms(
      t.db,
      texts.map((text) => sms(owner.organizationId, text)),
      now,
    );
    const stored = (await smsOf(t.db, owner.organizationId)).map((row) => row.text);
    expect(stored.sort()).toEqual([...texts].sort());
  });

  it('refuses a statement with a refused row, storing none of it, and goes on', async () => {
    const key = (name: string) => `bulk-insert-test:${name}`;
    const row = (name: string, hits = 1) => ({
      key: key(name),
      window_start: '2026-03-02T06:00:00.000Z',
      hits,
    });
    const stored = async () =>
      (
        await t.db
          .selectFrom('rate_windows')
          .select(['key', 'hits'])
          .where('key', 'like', key('%'))
          .orderBy('key')
          .execute()
      ).map((r) => `${r.key.slice(key('').length)}=${r.hits}`);
    // The same key twice in one call: the primary key refuses the second.
    const twice = insertRows(t.db, 'rate_windows', [row('a'), row('b'), row('a')]);
    await expect(twice).rejects.toSatisfy(isUniqueViolation);
    expect(await stored()).toEqual([]);
    // In a transaction, with a statement after it on the same connection: all rolled back.
    const inTransaction = t.db.transaction().execute(async (trx) => {
      await insertRows(trx, 'rate_windows', [row('c')]);
      const refused = insertRows(trx, 'rate_windows', [row('c')]);
      const after = insertRows(trx, 'rate_windows', [row('d')]);
      await Promise.allSettled([refused, after]);
      await refused;
    });
    await expect(inTransaction).rejects.toSatisfy(isUniqueViolation);
    expect(await stored()).toEqual([]);
    // A column the table lacks: refused before any row is read.
    const unknown = [{ ...row('e'), no_such_column: 1 }] as never[];
    await expect(insertRows(t.db, 'rate_windows', unknown)).rejects.toThrow(/no_such_column/);
    // The connections refused on are fit for what follows.
    await insertRows(t.db, 'rate_windows', [row('f', 2), row('g', 3)]);
    expect(await stored()).toEqual(['f=2', 'g=3']);
  });
});
