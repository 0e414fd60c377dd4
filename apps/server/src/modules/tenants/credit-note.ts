import { activityAmount } from '@rental/shared/activity';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { isChargeInvoice } from '@rental/shared/ledger-kinds';
import { centsToKes, kesToCents } from '@rental/shared/money';
import { tenancyMessages, type creditNoteBodySchema } from '@rental/shared/schemas/tenancy';
import type { z } from 'zod';
import { msg } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import { lockTenant } from '../../db/locks.js';
import { AppError, notFound, type ErrorText } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import { postCreditNote, invoiceWithCreditsOf, tenantBalance } from '../ledger/index.js';
import { getTenant, requireTenantRow, type TenantsDeps } from './service.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

type CreditNoteValues = z.output<typeof creditNoteBodySchema>;

function tooMuch(message: ErrorText) {
  return new AppError('conflict', message, { amount: message });
}

/** An invoice of this tenant that a correction may credit, and what it has left to credit. */
async function creditableInvoice(db: Db, organizationId: string, tenantId: string, id: string) {
  const invoice = await invoiceWithCreditsOf(db, organizationId, id);
  if (!invoice) throw notFound('Invoice');
  if (invoice.tenant_id !== tenantId || !isChargeInvoice(invoice.invoice_type)) {
    const message = tenancyMessages.invoiceNotTenants;
    throw new AppError('conflict', message, { invoiceid: message });
  }
  return { ...invoice, leftCents: Number(invoice.amount_cents) - Number(invoice.credited_cents) };
}

/**
 * A credit note on a tenant (waive, discount, correct a charge): on one of their invoices, up
 * to what that invoice has not yet been credited, or on their balance, up to what they owe.
 * Decided with the tenant locked, so two notes at once cannot both take the same room.
 */
export async function issueCreditNote(
  deps: TenantsDeps,
  actor: Actor,
  tenantId: string,
  body: CreditNoteValues,
) {
  const { organizationId } = actor;
  const now = deps.clock();
  const amountCents = kesToCents(body.amount);
  const note = await deps.db.transaction().execute(async (trx) => {
    await lockTenant(trx, organizationId, tenantId);
    const tenant = await requireTenantRow(trx, organizationId, tenantId, rentalScopeOf(actor));
    let invoiceLabel = '';
    if (body.invoiceid) {
      const invoice = await creditableInvoice(trx, organizationId, tenantId, body.invoiceid);
      // An invoice of a closed month may still be corrected: the note counts from today (or
      // the first open day), points to the invoice, and its month's figures stay as filed.
      if (amountCents > invoice.leftCents) {
        const left = activityAmount(invoice.leftCents);
        throw tooMuch(msg('error.creditExceedsInvoice', { amount: left }));
      }
      invoiceLabel = invoiceNumberLabel(Number(invoice.number));
    } else {
      const owed = Math.max(0, await tenantBalance(trx, organizationId, tenantId));
      if (amountCents > owed)
        throw tooMuch(msg('error.creditExceedsBalance', { amount: activityAmount(owed) }));
    }
    const posted = await postCreditNote(
      trx,
      actor,
      {
        tenantId,
        kind: 'correction',
        invoiceId: body.invoiceid ?? null,
        amountCents,
        reason: body.reason,
      },
      now,
    );
    await recordActivity(
      trx,
      actor,
      {
        kind: 'credit_note_issued',
        entity: 'tenant',
        entityId: tenantId,
        details: {
          tenant: tenantDisplayName(tenant),
          amount: activityAmount(amountCents),
          // The number alone: the reader's language words the sentence around it.
          invoice: invoiceLabel,
          reason: body.reason,
        },
      },
      now,
    );
    return posted;
  });
  return {
    creditnote: {
      creditnoteid: note.id,
      amount: centsToKes(amountCents),
      reason: body.reason,
      invoiceid: body.invoiceid ?? null,
      createdat: now.toISOString(),
    },
    tenant: await getTenant(deps, organizationId, tenantId, rentalScopeOf(actor)),
  };
}
