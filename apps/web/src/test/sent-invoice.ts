import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { toTimestamp } from '@rental/shared/timestamp';

/** A sent invoice as GET /api/invoice/all lists it: Amina's March rent unless told. */
export function sentInvoice(
  number: number,
  overrides: Partial<SentInvoice['invoicedata']> & Partial<Omit<SentInvoice, 'invoicedata'>> = {},
): SentInvoice {
  const {
    invoiceid = `inv-${number}`,
    tenantid = 't-1',
    housenumber = 'A1',
    rentalname = 'Sunrise Court',
    billingdate = '2026-03-01',
    month = 'March 2026',
    paidamount = 0,
    message = 'Dear Amina, your Rental Invoice Bill for March 2026 is KES 15,000.',
    ...data
  } = overrides;
  return {
    invoiceid,
    invoicedata: {
      invoicenumber: number,
      invoicenumberlabel: invoiceNumberLabel(number),
      invoicedate: toTimestamp('2026-03-01T05:00:00Z'),
      userfirstname: 'Amina',
      userlastname: 'Otieno',
      invoiceamount: 15000,
      invoicetype: 'Rental Invoice Bill',
      status: 'unpaid',
      duedate: '2026-03-05',
      ...data,
    },
    tenantid,
    housenumber,
    rentalname,
    billingdate,
    month,
    paidamount,
    message,
  };
}
