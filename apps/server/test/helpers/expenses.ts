import type { Expense, ExpenseBody } from '@rental/shared/schemas/expenses';
import type { App } from '../../src/app.js';
import { authed } from './accounts.js';

/** A valid new-expense body: a plumber paid in cash, for the whole organization. */
export function expenseBody(overrides: Partial<ExpenseBody> = {}): ExpenseBody {
  return {
    date: '2026-03-01',
    category: 'Repairs and maintenance',
    amount: 4500,
    payee: 'Otieno Plumbing',
    paymentmode: 'Cash',
    reference: '',
    note: '',
    ...overrides,
  };
}

export function postExpense(app: App, token: string, overrides: Partial<ExpenseBody> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/expenses/new-expense',
    headers: authed(token),
    payload: expenseBody(overrides),
  });
}

/** Records an expense through the API, as the expense form does. */
export async function createExpense(
  app: App,
  token: string,
  overrides: Partial<ExpenseBody> = {},
): Promise<Expense> {
  const response = await postExpense(app, token, overrides);
  if (response.statusCode !== 201) throw new Error(`expense not created: ${response.body}`);
  return response.json().expense;
}

/** PUTs `bytes` as the expense's receipt, declaring `contentType`. */
export function putReceipt(
  app: App,
  token: string,
  expenseId: string,
  bytes: Buffer,
  contentType = 'image/png',
) {
  return app.inject({
    method: 'PUT',
    url: `/api/expenses/${expenseId}/receipt`,
    headers: { ...authed(token), 'content-type': contentType },
    payload: bytes,
  });
}

/** The start of a real PNG (its signature and IHDR chunk), then `size` bytes in all. */
export function pngBytes(size = 2048): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const bytes = Buffer.alloc(Math.max(size, head.length), 7);
  head.copy(bytes);
  return bytes;
}

/** A tiny one-page PDF. */
export function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
}
