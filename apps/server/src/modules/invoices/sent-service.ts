import { monthLabel } from '@rental/shared/billing-dates';
import type { InvoiceStatus } from '@rental/shared/enums';
import { invoiceKinds, isChargeInvoice } from '@rental/shared/ledger-kinds';
import { centsToKes } from '@rental/shared/money';
import type { SentInvoice, sentInvoiceQuerySchema } from '@rental/shared/schemas/invoices';
import { toTimestamp } from '@rental/shared/timestamp';
import type { z } from 'zod';
import { msg } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isOverdue, unpaidOfCharge } from '../ledger/settlement.js';
import { sentInvoiceRows, tenantOfOrganization, type SentInvoiceRow } from './sent-repository.js';
import type { RentalScope } from '../rentals/rental-scope.js';

type SentInvoiceQuery = z.output<typeof sentInvoiceQuerySchema>;

/**
 * Cents of an invoice settled so far (settlement.ts): its credit notes, then the tenant's
 * payments, which settle the opening balances first and then the charges oldest first. A
 * Pending Bill is a reminder, settled as far as the tenant's balance has come down below it.
 * A Deposit invoice is settled by the deposit part of payments alone.
 */
export function settledCents(row: SentInvoiceRow): number {
  const amount = Number(row.amount_cents);
  if (invoiceKinds[row.invoice_type].bucket === 'deposit') {
    const before = Number(row.deposit_billed_before_cents);
    return amount - unpaidOfCharge(amount, before, Number(row.deposit_received_cents));
  }
  if (!isChargeInvoice(row.invoice_type)) {
    const owing = Math.max(0, Number(row.balance_cents));
    return Math.max(0, amount - owing);
  }
  const net = amount - Number(row.credited_cents);
  const before =
    Number(row.opening_cents) + Number(row.billed_before_cents) - Number(row.credited_before_cents);
  return amount - unpaidOfCharge(net, before, Number(row.paid_cents));
}

function statusOf(row: SentInvoiceRow, settled: number, today: string): InvoiceStatus {
  const amount = Number(row.amount_cents);
  if (settled >= amount) return 'paid';
  if (isChargeInvoice(row.invoice_type) && isOverdue(row.due_date, amount - settled, today)) {
    return 'overdue';
  }
  return settled > Number(row.credited_cents) ? 'partially paid' : 'unpaid';
}

function toSentInvoice(row: SentInvoiceRow, today: string): SentInvoice {
  const amount = Number(row.amount_cents);
  const settled = settledCents(row);
  return {
    invoiceid: row.id,
    invoicedata: {
      invoicenumber: Number(row.number),
      invoicedate: toTimestamp(row.invoice_date),
      userfirstname: row.firstname,
      userlastname: row.lastname,
      invoiceamount: centsToKes(amount),
      invoicetype: row.invoice_type,
      status: statusOf(row, settled, today),
      duedate: row.due_date,
      description: row.description,
    },
    tenantid: row.tenant_id,
    housenumber: row.house_number,
    rentalname: row.rental_name,
    billingdate: row.billing_date,
    month: monthLabel(row.billing_date),
    paidamount: centsToKes(settled),
    message: row.message,
  };
}

function cursorNumber(before: string | undefined) {
  if (before === undefined || before === '') return undefined;
  if (!/^\d{1,15}$/.test(before)) throw new AppError('bad_request', msg('error.pageCursorInvalid'));
  return Number(before);
}

/** Sent invoices, newest first, a page at a time; another organization's tenant is 404. */
export async function listSentInvoices(
  db: Db,
  organizationId: string,
  query: SentInvoiceQuery,
  today: string,
  scope: RentalScope,
) {
  if (query.tenantid && !(await tenantOfOrganization(db, organizationId, query.tenantid, scope))) {
    throw notFound('Tenant');
  }
  const rows = await sentInvoiceRows(
    db,
    organizationId,
    {
      from: query.from,
      to: query.to,
      onOrBefore: query.date,
      tenant: query.tenant || undefined,
      tenantId: query.tenantid || undefined,
      type: query.type || undefined,
      beforeNumber: cursorNumber(query.before),
      limit: query.limit + 1,
    },
    scope,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    invoices: page.map((row) => toSentInvoice(row, today)),
    nextcursor: rows.length > query.limit && last ? String(last.number) : null,
  };
}
