import { centsToKes } from '@rental/shared/money';
import type { Expense, ReceiptContentType } from '@rental/shared/schemas/expenses';
import type { ExpenseRow } from './repository.js';

/** An expense as the API shows it: amounts in KES, the receipt said to be there or not. */
export function toExpense(row: ExpenseRow): Expense {
  return {
    expenseid: row.id,
    expensedata: {
      date: row.date,
      rentalid: row.rental_id,
      category: row.category,
      amount: centsToKes(Number(row.amount_cents)),
      payee: row.payee,
      paymentmode: row.payment_mode,
      reference: row.reference,
      note: row.note,
      hasreceipt: row.receipt_type !== null,
    },
    rentalname: row.rental_name,
    receipttype: row.receipt_type as ReceiptContentType | null,
    recordedby: row.created_by_name,
  };
}
