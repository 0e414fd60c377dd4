import { defaultInvoiceMessage } from '@rental/shared/invoice-message';
import type { Db } from '../../db/connection.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';
import type { ScheduleInvoiceType } from '@rental/shared/enums';
import { payeeOf } from '../organization/index.js';
import type { WhatsappTemplateFacts } from '../sms/index.js';
import { everyRental } from '../access/index.js';
import {
  chargeNotice,
  chargeNoticeWhatsapp,
  invoiceForMessage,
  invoiceSettledCents,
  sentInvoiceRows,
} from '../ledger/index.js';
import { messageRenderer, type ScheduleTexts } from './invoice-lines.js';

/**
 * An invoice's SMS as it should read when it goes out late (Messages → Waiting "Send now" or
 * "Send all", or Resend of a failed one, issue 30): the text stored when the invoice was made
 * asks for the whole amount, but the tenant may have paid since. Paid in full: nothing is to
 * be sent. Otherwise the text is composed again from the invoice as it stands, by the same
 * composer the invoice run (or Bill now) used: what is left of it, the balance now, in the
 * tenant's language.
 */
export type LateInvoiceMessage =
  | { paid: true }
  /** The text as it now reads, and the same as WhatsApp template parameters (decision 0061). */
  | { paid: false; text: string; whatsapp: WhatsappTemplateFacts };

/** Null: no such invoice, or nothing of it paid (the stored text holds). */

/** A schedule's {tenantlink}: the link the run made, read back from the text it stored. */
const tenantLinkInText = /https?:\/\/\S+\/t\/[\w-]+/;

export async function lateInvoiceMessage(
  db: Db,
  organizationId: string,
  invoiceId: string,
  storedText: string,
): Promise<LateInvoiceMessage | null> {
  const invoice = await invoiceForMessage(db, organizationId, invoiceId);
  if (!invoice) return null;
  const tenant = await db
    .selectFrom('tenants as t')
    .select(['t.id', ...tenantNameColumns('t'), 't.house_number', 't.language'])
    .where('t.organization_id', '=', organizationId)
    .where('t.id', '=', invoice.tenant_id)
    .executeTakeFirstOrThrow();
  const number = Number(invoice.number);
  // The one invoice of this tenant numbered below number + 1: this one, with its settlement.
  const [sums] = await sentInvoiceRows(
    db,
    organizationId,
    { tenantId: invoice.tenant_id, beforeNumber: number + 1, limit: 1 },
    everyRental,
  );
  if (!sums) return null;
  const amount = Number(sums.amount_cents);
  const leftCents = amount - invoiceSettledCents(sums);
  if (leftCents <= 0) return { paid: true };
  // Nothing paid of it: the stored text still says what it asks for.
  if (leftCents >= amount) return null;
  const balanceCents = Number(sums.balance_cents);
  const payee = await payeeOf(db, organizationId);
  if (invoice.invoice_type === 'One-off Charge') {
    const facts = {
      tenant,
      payee,
      amountCents: leftCents,
      description: invoice.description,
      billingDate: invoice.billing_date,
      dueDate: invoice.due_date,
      number,
      balanceCents,
      language: tenant.language,
    };
    return { paid: false, text: chargeNotice(facts), whatsapp: chargeNoticeWhatsapp(facts) };
  }
  const schedule = await scheduleOf(
    db,
    organizationId,
    invoice.schedule_id,
    invoice.invoice_type as ScheduleInvoiceType,
  );
  // The renderer adds a charge to the balance before it; a reminder shows that balance alone.
  const before = invoice.invoice_type === 'Pending Bill' ? balanceCents : balanceCents - leftCents;
  const render = messageRenderer(
    schedule,
    invoice.billing_date,
    invoice.due_date,
    payee,
    new Map([[tenant.id, before]]),
  );
  const link = tenantLinkInText.exec(storedText)?.[0];
  return {
    paid: false,
    text: render(tenant, leftCents, number, link),
    whatsapp: render.whatsapp(tenant, leftCents, number, link),
  };
}

/** The invoice's schedule; a deleted one's invoices are told in the built-in default. */
async function scheduleOf(
  db: Db,
  organizationId: string,
  scheduleId: string | null,
  invoiceType: ScheduleInvoiceType,
): Promise<ScheduleTexts> {
  const schedule = scheduleId
    ? await db
        .selectFrom('invoice_schedules')
        .select(['invoice_type', 'message', 'message_sw'])
        .where('organization_id', '=', organizationId)
        .where('id', '=', scheduleId)
        .executeTakeFirst()
    : undefined;
  return (
    schedule ?? { invoice_type: invoiceType, message: defaultInvoiceMessage, message_sw: null }
  );
}
