import { monthLabel } from '@rental/shared/billing-dates';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { centsToKes } from '@rental/shared/money';
import type { SentInvoice, sentInvoiceQuerySchema } from '@rental/shared/schemas/invoices';
import { toTimestamp } from '@rental/shared/timestamp';
import type { z } from 'zod';
import { msg } from '@rental/shared/message-catalogue';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { invoiceSettledCents, invoiceStatusOf } from '../ledger/index.js';
import { sentInvoiceRows, tenantOfOrganization, type SentInvoiceRow } from './sent-repository.js';
import type { RentalScope } from '../access/index.js';

type SentInvoiceQuery = z.output<typeof sentInvoiceQuerySchema>;

function toSentInvoice(row: SentInvoiceRow, today: string): SentInvoice {
  const amount = Number(row.amount_cents);
  const settled = invoiceSettledCents(row);
  return {
    invoiceid: row.id,
    invoicedata: {
      invoicenumber: Number(row.number),
      invoicenumberlabel: invoiceNumberLabel(Number(row.number)),
      invoicedate: toTimestamp(row.invoice_date),
      // The spec's two name fields: a business's whole name is the first, the last is empty.
      userfirstname: row.kind === 'business' ? tenantDisplayName(row) : row.firstname,
      userlastname: row.kind === 'business' ? '' : row.lastname,
      invoiceamount: centsToKes(amount),
      invoicetype: row.invoice_type,
      status: invoiceStatusOf(row, settled, today),
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
