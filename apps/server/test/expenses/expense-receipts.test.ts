import { receiptMaxBytes } from '@rental/shared/schemas/expenses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf } from '../helpers/activity.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createExpense, pdfBytes, pngBytes, putReceipt } from '../helpers/expenses.js';
import { countRows } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const receiptUrl = (id: string) => `/api/expenses/${id}/receipt`;

async function landlordWithExpense() {
  const owner = await signUp(t.app);
  const expense = await createExpense(t.app, owner.token, { date: '2026-02-14' });
  const download = () =>
    t.app.inject({ url: receiptUrl(expense.expenseid), headers: authed(owner.token) });
  return { ...owner, expense, download };
}

describe('PUT /api/expenses/{id}/receipt', () => {
  it('attaches a PNG, then a PDF in its place; each downloads byte for byte', async () => {
    const { token, expense, download } = await landlordWithExpense();
    const png = pngBytes(300_000);
    const attached = await putReceipt(t.app, token, expense.expenseid, png);
    expect(attached.statusCode).toBe(200);
    expect(attached.json().expense).toMatchObject({
      expensedata: { hasreceipt: true },
      receipttype: 'image/png',
    });
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['content-disposition']).toBe('inline; filename="receipt-2026-02-14.png"');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.rawPayload.equals(png)).toBe(true);

    // A PDF sent as "image/png": the bytes say what it is.
    const replaced = await putReceipt(t.app, token, expense.expenseid, pdfBytes(), 'image/png');
    expect(replaced.json().expense.receipttype).toBe('application/pdf');
    const second = await download();
    expect(second.headers['content-type']).toBe('application/pdf');
    expect(second.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it('takes a file of exactly 5 MB', async () => {
    const { token, expense, download } = await landlordWithExpense();
    const bytes = pngBytes(receiptMaxBytes);
    expect((await putReceipt(t.app, token, expense.expenseid, bytes)).statusCode).toBe(200);
    expect((await download()).rawPayload.length).toBe(receiptMaxBytes);
  });

  it('refuses a file over 5 MB (413) and keeps the receipt there before', async () => {
    const { token, user, expense, download } = await landlordWithExpense();
    const pdf = pdfBytes();
    await putReceipt(t.app, token, expense.expenseid, pdf, 'application/pdf');
    const entriesBefore = await activityOf(t.app, token, 'expense_receipt_attached');

    const response = await putReceipt(
      t.app,
      token,
      expense.expenseid,
      pngBytes(receiptMaxBytes + 1),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      key: 'validation.receiptTooLarge',
      code: 'payload_too_large',
      message: 'A receipt can be at most 5 MB',
      fields: { receipt: 'A receipt can be at most 5 MB' },
    });
    expect((await download()).rawPayload.equals(pdf)).toBe(true);
    expect(await countRows(t.db, 'expense_receipts', user.organizationid)).toBe(1);
    expect(await activityOf(t.app, token, 'expense_receipt_attached')).toEqual(entriesBefore);
  });

  it.each([
    ['text that says it is a PNG', Buffer.from('hello, not a picture'), 'image/png'],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
    ['JSON', Buffer.from('{"receipt":"yes"}'), 'application/json'],
    ['an empty body', Buffer.alloc(0), 'image/png'],
  ])('refuses %s (400) and writes nothing', async (_what, bytes, contentType) => {
    const { token, user, expense, download } = await landlordWithExpense();
    const response = await putReceipt(t.app, token, expense.expenseid, bytes, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      key: 'validation.receiptType',
      code: 'validation',
      message: 'A receipt must be a JPEG, PNG or WebP picture, or a PDF',
      fields: { receipt: 'A receipt must be a JPEG, PNG or WebP picture, or a PDF' },
    });
    expect(await countRows(t.db, 'expense_receipts', user.organizationid)).toBe(0);
    expect((await download()).statusCode).toBe(404);
    expect(await activityOf(t.app, token, 'expense_receipt_attached')).toEqual([]);
  });

  it('knows JPEG and WebP by their first bytes', async () => {
    const { token, expense } = await landlordWithExpense();
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x24, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(100),
    ]);
    const sent = await putReceipt(
      t.app,
      token,
      expense.expenseid,
      jpeg,
      'application/octet-stream',
    );
    expect(sent.json().expense.receipttype).toBe('image/jpeg');
    const again = await putReceipt(t.app, token, expense.expenseid, webp, 'image/webp');
    expect(again.json().expense.receipttype).toBe('image/webp');
  });
});

describe('DELETE /api/expenses/{id}/receipt', () => {
  it('removes the receipt and keeps the expense; a second time is 404', async () => {
    const { token, user, expense, download } = await landlordWithExpense();
    await putReceipt(t.app, token, expense.expenseid, pngBytes());
    const url = receiptUrl(expense.expenseid);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: authed(token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().expense).toEqual(expense);
    expect((await download()).statusCode).toBe(404);
    expect((await download()).json().error).toEqual({
      key: 'error.receiptNotFound',
      code: 'not_found',
      message: 'Receipt not found',
    });
    const again = await t.app.inject({ method: 'DELETE', url, headers: authed(token) });
    expect(again.statusCode).toBe(404);
    expect(await countRows(t.db, 'expenses', user.organizationid)).toBe(1);
  });

  it('goes with its expense when the expense is deleted', async () => {
    const { token, user, expense } = await landlordWithExpense();
    await putReceipt(t.app, token, expense.expenseid, pngBytes());
    const url = `/api/expenses/${expense.expenseid}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: authed(token) })).statusCode).toBe(
      204,
    );
    expect(await countRows(t.db, 'expense_receipts', user.organizationid)).toBe(0);
  });
});
