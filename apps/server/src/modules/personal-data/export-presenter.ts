import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { centsToKes } from '@rental/shared/money';
import type { PersonalData } from '@rental/shared/schemas/personal-data';
import { fromHundredths } from '@rental/shared/water-math';
import type { tenantDocumentFiles } from '../documents/index.js';
import type { TenantRow } from '../tenants/index.js';

type DocumentFile = Awaited<ReturnType<typeof tenantDocumentFiles>>[number];
import type { TenantRecords } from './export-repository.js';

const kes = (cents: number | string) => centsToKes(Number(cents));

/** The tenant's records as the export shows them: fields picked one by one, money in KES. */
export function toPersonalData(
  tenant: TenantRow,
  profile: { created_at: string },
  records: TenantRecords,
  rest: Pick<PersonalData, 'exportedat' | 'controller' | 'deposit'>,
  documents: DocumentFile[],
): PersonalData {
  return {
    exportedat: rest.exportedat,
    controller: rest.controller,
    profile: {
      tenantid: tenant.id,
      kind: tenant.kind,
      firstname: tenant.firstname,
      lastname: tenant.lastname,
      businessname: tenant.businessname ?? null,
      contactperson: tenant.contactperson ?? null,
      phonenumber: tenant.phonenumber,
      nationalid: tenant.national_id,
      krapin: tenant.kra_pin,
      language: tenant.language,
      smsblocked: tenant.sms_blocked_at !== null,
      smsblockedat: tenant.sms_blocked_at,
      erasedat: tenant.erased_at ?? null,
      createdat: profile.created_at,
    },
    tenancy: {
      rentalid: tenant.rental_id,
      rentalname: tenant.rental_name,
      roomtype: tenant.house_type,
      housenumber: tenant.house_number,
      meternumber: tenant.meter_number,
      status: tenant.status,
      moveindate: tenant.move_in_date,
      moveoutdate: tenant.move_out_date,
      openingrentbalance: kes(tenant.opening_rent_balance_cents),
      openingwaterbalance: kes(tenant.opening_water_balance_cents),
      rentchanges: records.rentChanges.map((row) => ({
        effectivefrom: row.effective_from,
        monthlyrent: row.monthly_rent_cents === null ? null : kes(row.monthly_rent_cents),
        reason: row.reason,
      })),
    },
    invoices: records.invoices.map((row) => ({
      invoiceid: row.id,
      number: invoiceNumberLabel(Number(row.number)),
      invoicetype: row.invoice_type,
      billingdate: row.billing_date,
      invoicedate: row.invoice_date,
      duedate: row.due_date,
      amount: kes(row.amount_cents),
      description: row.description,
      message: row.message,
    })),
    payments: records.payments.map((row) => ({
      transactionid: row.id,
      transactiontype: row.transaction_type,
      paymentmode: row.payment_mode,
      amount: kes(row.amount_cents),
      deposit: kes(row.deposit_cents),
      paidat: row.paid_at,
      reference: row.external_reference,
      description: row.description,
      reversed: row.reversed,
      reversedon: row.reversed_on,
    })),
    creditnotes: records.creditNotes.map((row) => ({
      creditnoteid: row.id,
      kind: row.kind,
      amount: kes(row.amount_cents),
      reason: row.reason,
      invoiceid: row.invoice_id,
      createdat: row.created_at,
    })),
    deposit: rest.deposit,
    readings: records.readings.map((row) => ({
      readingid: row.id,
      readingdate: row.reading_date,
      baseline: row.kind === 'baseline',
      previousreading: fromHundredths(Number(row.previous_reading_hundredths)),
      meterreading: fromHundredths(Number(row.reading_hundredths)),
      waterusage: fromHundredths(Number(row.usage_hundredths)),
      cost: kes(row.cost_cents),
      // SQLite answers 0/1, PostgreSQL true/false.
      meterreplacement: Boolean(row.meter_replacement),
    })),
    messages: {
      sent: records.sent.map((row) => ({
        messageid: row.id,
        phonenumber: row.phone,
        text: row.text,
        purpose: row.purpose,
        status: row.status,
        createdat: row.created_at,
      })),
      received: records.received.map((row) => ({
        messageid: row.id,
        phonenumber: row.phone,
        text: row.text,
        outcome: row.outcome,
        receivedat: row.created_at,
      })),
    },
    paymentrequests: records.prompts.map((row) => ({
      phonenumber: row.phone,
      amount: kes(row.amount_cents),
      status: row.status,
      receipt: row.receipt,
      createdat: row.created_at,
    })),
    repairs: records.repairs.map((row) => ({
      reference: row.reference,
      category: row.category,
      description: row.description,
      status: row.status,
      reportedvia: row.reported_via,
      createdat: row.created_at,
      closedat: row.closed_at,
      photos: Number(row.photo_count ?? 0),
    })),
    tenantlink: records.link
      ? { createdat: records.link.created_at, createdby: records.link.created_by_name }
      : null,
    documents: documents.map((row) => ({
      documentid: row.id,
      kind: row.kind,
      title: row.title,
      contenttype: row.content_type,
      size: Number(row.size_bytes),
      createdat: row.created_at,
      base64: Buffer.from(row.data).toString('base64'),
    })),
  };
}
