import { sql } from 'kysely';
import type { ChargeType, InvoiceType } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import { orderedId } from '../../lib/ordered-id.js';
import { insertRows } from '../../db/bulk-insert.js';
import type { InvoicesTable } from '../../db/types.js';
import { queueSms, type WhatsappTemplateFacts } from '../sms/index.js';
import { chargeEntries, postEntriesAcross, systemPoster, type Poster } from './journal.js';
import type { Payer } from './post-payment.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

export interface NewCharge {
  tenant: Payer;
  invoiceType: InvoiceType;
  amountCents: number;
  /** The date billed (YYYY-MM-DD, Nairobi) and the date it is due. */
  billingDate: string;
  dueDate: string;
  /** Months covered (a schedule's frequency); 1 for one-off charges and fees. */
  months?: number;
  scheduleId?: string | null;
  description?: string;
  chargeType?: ChargeType | null;
  /** A late fee's overdue invoice: unique, so the database refuses a second fee. */
  lateFeeFor?: string | null;
  /** The SMS text, given the invoice's number (bills quote it). */
  message: (invoiceNumber: number) => string;
  /** The message as a WhatsApp template (language, parameters); none: SMS only. */
  whatsapp?: (invoiceNumber: number) => WhatsappTemplateFacts;
  /** Queue this charge's SMS or not, whatever `options.sendSms` says (late-fee notices). */
  sendSms?: boolean;
  /**
   * The rental the tenant lives in, when the caller read it with the tenant (the invoice run
   * reads a rental's tenants): the journal entry is not left to read it again.
   */
  rentalId?: string;
}

export interface PostChargesOptions {
  /** Queue each charge's SMS (purpose 'invoice') with it, unless the charge says otherwise. */
  sendSms: boolean;
  /** Queue them held, not to be sent (no paybill to pay to: see sms/outbox.ts). */
  held?: boolean;
  /** What the SMS is, as Messages shows it: a bill ('invoice', the default) or a notice. */
  purpose?: 'invoice' | 'notice';
  /** Not sent before this instant: a notice charged at night waits for the sending hours. */
  notBefore?: Date;
  /** The invoice date; now by default. */
  invoiceDate?: string;
  /** Who posts the charges' journal entries; the system (a job) by default. */
  poster?: Poster;
}

/**
 * Charges the invoice run writes per batch (writeCharges): the batches' INSERTs overlap with
 * building the next, and insertRows cuts the statements to each database's measure.
 */
export const chargesPerBatch = 1_000;

/**
 * The one way charges enter the books (scheduled invoices, Pending Bill reminders, one-off
 * charges, late fees): takes the next invoice numbers of the organization (an atomic counter),
 * inserts the invoices in the order given with their journal entries and queues their SMS, in
 * the caller's transaction.
 * Returns the rows inserted.
 */
export async function postCharges(
  trx: Db,
  organizationId: string,
  charges: readonly NewCharge[],
  options: PostChargesOptions,
  now: Date,
): Promise<InvoicesTable[]> {
  if (charges.length === 0) return [];
  const first = await reserveInvoiceNumbers(trx, organizationId, charges.length);
  const numbered = charges.map((charge, i) => ({ ...charge, organizationId, number: first + i }));
  const written = writeCharges(trx, numbered, options, now);
  await written.done;
  return written.rows;
}

/** A charge of one of several organizations, with the invoice number reserved for it. */
export interface NumberedCharge extends NewCharge {
  organizationId: string;
  number: number;
  /** Its SMS queued held (its organization has no paybill); `options.held` otherwise. */
  held?: boolean;
}

/**
 * postCharges in two steps, for a caller that writes many batches (the invoice run): numbers
 * reserved once for all of them (reserveInvoiceNumbers), then each batch's rows built and their
 * INSERTs sent at once, each charge numbered as given. The charges may be of several
 * organizations (the invoice run bills several in one transaction): the same few statements
 * whatever their number. `done` settles once the batch is written; the caller builds the next
 * batch meanwhile, so the database is not left idle while it does.
 */
export function writeCharges(
  trx: Db,
  charges: readonly NumberedCharge[],
  options: PostChargesOptions,
  now: Date,
): { rows: InvoicesTable[]; done: Promise<void> } {
  const at = now.toISOString();
  const rows = charges.map((charge): InvoicesTable => ({
    // In creation order: a run's invoices extend the primary key's index at its end.
    id: orderedId(now),
    organization_id: charge.organizationId,
    number: charge.number,
    schedule_id: charge.scheduleId ?? null,
    tenant_id: charge.tenant.id,
    invoice_type: charge.invoiceType,
    billing_date: charge.billingDate,
    months: charge.months ?? 1,
    invoice_date: options.invoiceDate ?? at,
    amount_cents: charge.amountCents,
    message: charge.message(charge.number),
    created_at: at,
    due_date: charge.dueDate,
    description: charge.description ?? '',
    charge_type: charge.chargeType ?? null,
    late_fee_for: charge.lateFeeFor ?? null,
  }));
  // Sent before the SMS rows are built: the database writes the invoices meanwhile. The SMS
  // INSERT goes on the same connection, so it runs after the invoices' and fails with them.
  const invoicesWritten = insertRows(trx, 'invoices', rows);
  // Their journal entries, on the same connection after them (no key ties the two).
  const organizationOf = new Map(rows.map((row) => [row.id, row.organization_id]));
  const entries = chargeEntries(
    rows,
    charges.map((charge) => charge.rentalId),
  ).map((entry) => ({ ...entry, organizationId: organizationOf.get(entry.sourceId)! }));
  const entriesWritten = postEntriesAcross(trx, options.poster ?? systemPoster, entries, now);
  const texted = charges.flatMap((charge, i) =>
    (charge.sendSms ?? options.sendSms) ? [{ charge, row: rows[i]! }] : [],
  );
  let smsQueued: Promise<unknown> | undefined;
  if (texted.length > 0) {
    smsQueued = queueSms(
      trx,
      texted.map(({ charge, row }) => ({
        organizationId: charge.organizationId,
        tenantId: charge.tenant.id,
        recipientName: tenantDisplayName(charge.tenant),
        phoneNumber: charge.tenant.phonenumber,
        text: row.message,
        purpose: options.purpose ?? ('invoice' as const),
        invoiceId: row.id,
        held: charge.held ?? options.held ?? false,
        ...(options.notBefore && options.notBefore > now ? { notBefore: options.notBefore } : {}),
        whatsapp: charge.whatsapp?.(row.number),
      })),
      now,
    );
  }
  // Settled once both statements are (not at the first failure): a transaction must not end
  // with a statement of it still on the way, which would then run outside it.
  const done = Promise.allSettled([invoicesWritten, entriesWritten, smsQueued]).then((results) => {
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  });
  // A caller that meets an earlier batch's failure waits for this one to settle but does not
  // take its failure (the same aborted transaction): that must not be an unhandled rejection.
  done.catch(() => undefined);
  return { rows, done };
}

/** Takes `count` invoice numbers in one atomic update; returns the first. */
export async function reserveInvoiceNumbers(db: Db, organizationId: string, count: number) {
  const firsts = await reserveInvoiceNumbersAcross(db, new Map([[organizationId, count]]));
  return firsts.get(organizationId)!;
}

/**
 * reserveInvoiceNumbers for several organizations in one statement (the invoice run's group):
 * `counts` is how many each takes. Returns each one's first.
 */
export async function reserveInvoiceNumbersAcross(
  db: Db,
  counts: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  if (counts.size === 0) return new Map();
  const taken = sql.join(
    [...counts].map(
      ([organizationId, count]) => sql`when ${organizationId} then cast(${count} as integer)`,
    ),
    sql` `,
  );
  const rows = await db
    .updateTable('organizations')
    .set((eb) => ({
      last_invoice_number: eb('last_invoice_number', '+', sql<number>`case id ${taken} end`),
    }))
    .where('id', 'in', [...counts.keys()])
    .returning(['id', 'last_invoice_number'])
    .execute();
  if (rows.length !== counts.size)
    throw new Error('reserveInvoiceNumbersAcross: organization not found');
  return new Map(
    rows.map((row) => [row.id, Number(row.last_invoice_number) - counts.get(row.id)! + 1]),
  );
}
