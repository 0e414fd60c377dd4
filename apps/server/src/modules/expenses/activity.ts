import { activityAmount } from '@rental/shared/activity';
import type { Db } from '../../db/connection.js';
import { recordActivity, recordUpdate } from '../activity/index.js';
import type { Actor } from '../access/index.js';

/** An expense as its entries name it: the form's field names, amounts as written. */
export interface LoggedExpense {
  id: string;
  date: string;
  /** The rental's name, or the words for the whole organization. */
  rental: string;
  category: string;
  amount: string;
  payee: string;
  paymentmode: string;
  reference: string;
  note: string;
}

export const wholeOrganization = 'whole organization';

export function loggedExpense(row: {
  id: string;
  date: string;
  rental_name: string | null;
  category: string;
  amount_cents: number;
  payee: string;
  payment_mode: string;
  reference: string;
  note: string;
}): LoggedExpense {
  return {
    id: row.id,
    date: row.date,
    rental: row.rental_name ?? wholeOrganization,
    category: row.category,
    amount: activityAmount(Number(row.amount_cents)),
    payee: row.payee,
    paymentmode: row.payment_mode,
    reference: row.reference,
    note: row.note,
  };
}

const summaryOf = (expense: LoggedExpense) => ({
  amount: expense.amount,
  payee: expense.payee,
  category: expense.category,
  rental: expense.rental,
});

type ExpenseKind = 'expense_created' | 'expense_deleted' | 'expense_receipt_removed';

/** One line about the expense as it is (created, deleted, its receipt removed). */
export function logExpense(trx: Db, actor: Actor, kind: ExpenseKind, e: LoggedExpense, at: Date) {
  const entry = { kind, entity: 'expense', entityId: e.id, details: summaryOf(e) };
  return recordActivity(trx, actor, entry, at);
}

/** The changed fields, before → after; a changed note is said to have changed, not quoted. */
export function logExpenseUpdated(
  trx: Db,
  actor: Actor,
  before: LoggedExpense,
  after: LoggedExpense,
  at: Date,
) {
  const { id, note, ...fields } = after;
  const entry = {
    kind: 'expense_updated',
    entity: 'expense',
    entityId: id,
    details: { amount: after.amount, payee: after.payee },
  } as const;
  const unshown = note === before.note ? [] : ['note'];
  return recordUpdate(trx, actor, entry, { before: { ...before }, after: fields, unshown }, at);
}

/** A receipt attached, or one replaced by another: `type` is PDF, JPEG, PNG or WEBP. */
export function logReceiptAttached(
  trx: Db,
  actor: Actor,
  expense: LoggedExpense,
  type: string,
  at: Date,
) {
  const entry = {
    kind: 'expense_receipt_attached',
    entity: 'expense',
    entityId: expense.id,
    details: { ...summaryOf(expense), type },
  } as const;
  return recordActivity(trx, actor, entry, at);
}
