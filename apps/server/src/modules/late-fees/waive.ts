import { activityAmount } from '@rental/shared/activity';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { centsToKes } from '@rental/shared/money';
import { lateFeeMessages } from '@rental/shared/schemas/late-fees';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, requirePermission } from '../access/index.js';
import { postCreditNote, invoiceWithCreditsOf } from '../ledger/index.js';
import type { LateFeeDeps } from './rules.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/**
 * The owner forgives a late fee, saying why: a credit note for the whole fee through the
 * ledger, so the balance comes back by the fee and the statement shows both. Once only: a
 * second waiver is refused by the credit note's unique key, not by a read.
 */
export async function waiveLateFee(
  deps: LateFeeDeps,
  actor: Actor,
  invoiceId: string,
  reason: string,
) {
  requirePermission(actor, 'billing.setup', lateFeeMessages.waiveOwnerOnly);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const invoice = await invoiceWithCreditsOf(trx, actor.organizationId, invoiceId);
    if (!invoice) throw notFound('Invoice');
    if (invoice.invoice_type !== 'Late Fee') {
      throw new AppError('conflict', lateFeeMessages.onlyLateFees);
    }
    const tenant = await trx
      .selectFrom('tenants')
      .select([...tenantNameColumns()])
      .where('id', '=', invoice.tenant_id)
      .executeTakeFirstOrThrow();
    // A fee of a closed month may still be waived: the credit note counts from today (or the
    // first open day) and points to the fee, so that month's figures stay as filed.
    const amountCents = Number(invoice.amount_cents);
    const note = await postCreditNote(
      trx,
      actor,
      { tenantId: invoice.tenant_id, kind: 'waiver', invoiceId, amountCents, reason },
      now,
    );
    if (!note.inserted) throw new AppError('conflict', lateFeeMessages.alreadyWaived);
    await recordActivity(
      trx,
      actor,
      {
        kind: 'late_fee_waived',
        entity: 'invoice',
        entityId: invoiceId,
        details: {
          tenant: tenantDisplayName(tenant),
          amount: activityAmount(amountCents),
          invoice: invoiceNumberLabel(Number(invoice.number)),
          reason,
        },
      },
      now,
    );
    return { creditnoteid: note.id, invoiceid: invoiceId, amount: centsToKes(amountCents) };
  });
}
