import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueSms } from '../../src/modules/sms/outbox.js';
import { billingLandlord, smsOf } from '../invoices/billing-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * db/bulk-insert.ts through the outbox (the invoice run's SMS): many rows in one call, cut into
 * statements per database (5,000 rows on PostgreSQL, 500 on SQLite), every row stored once
 * with what it said.
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
});
