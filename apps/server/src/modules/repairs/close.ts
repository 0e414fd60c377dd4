import { activityAmount } from '@rental/shared/activity';
import { nairobiDate } from '@rental/shared/dates';
import { centsToKes, kesToCents } from '@rental/shared/money';
import {
  closedRepairStatuses,
  repairMessages,
  type closeRepairBodySchema,
  type Repair,
} from '@rental/shared/schemas/repairs';
import type { z } from 'zod';
import { fieldError } from '../../lib/app-error.js';
import { orderedId } from '../../lib/ordered-id.js';
import { type Actor, requirePermission } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { createExpenseIn } from '../expenses/index.js';
import { billNowIn } from '../invoices/index.js';
import { closeIfOpen, insertRepairEvent, updateRepairRow } from './repository.js';
import { alreadyClosed, repairWithEvents, requireRepair, type RepairsDeps } from './service.js';

/**
 * POST /api/repairs/{id}/close: done, with its cost. Paid by the landlord, the cost becomes an
 * expense of the rental (Repairs and maintenance), linked; charged to the tenant, a Bill now
 * charge with the repair as its description. Once only: the conditional UPDATE that closes it
 * lets one request of many through, and the cost is recorded in that same transaction. A cost
 * needs money.write (a caretaker may close a repair that cost nothing).
 */
export async function closeRepair(
  deps: RepairsDeps,
  actor: Actor,
  id: string,
  body: z.output<typeof closeRepairBodySchema>,
): Promise<Repair> {
  requirePermission(actor, 'repairs.manage');
  const costCents = kesToCents(body.cost ?? 0);
  if (costCents > 0) requirePermission(actor, 'money.write');
  const paidBy = costCents > 0 ? body.paidby! : null;
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const repair = await requireRepair(trx, actor, id);
    if (closedRepairStatuses.includes(repair.status)) throw alreadyClosed();
    if (paidBy === 'tenant' && !repair.tenant_id) {
      throw fieldError('paidby', repairMessages.noTenantToCharge);
    }
    const closed = await closeIfOpen(trx, actor.organizationId, id, {
      closed_at: at,
      updated_at: at,
      cost_cents: costCents > 0 ? costCents : null,
      paid_by: paidBy,
    });
    if (!closed) throw alreadyClosed();
    const words = `${repair.reference}: ${repair.description}`;
    if (paidBy === 'landlord') {
      const expenseId = await createExpenseIn(
        trx,
        actor,
        {
          date: nairobiDate(now),
          rentalid: repair.rental_id,
          category: 'Repairs and maintenance',
          amount: centsToKes(costCents),
          payee: (repair.assignee_name ?? repair.reference).slice(0, 100),
          paymentmode: 'Cash',
          reference: repair.reference,
          note: words.slice(0, 500),
        },
        now,
      );
      await updateRepairRow(trx, actor.organizationId, id, { expense_id: expenseId });
    } else if (paidBy === 'tenant') {
      const billed = await billNowIn(
        trx,
        actor,
        {
          tenantid: repair.tenant_id!,
          chargetype: 'repair',
          // The reference and the tenant's words, no English word: every reader sees the bill
          // line (and the tenant its SMS) as written, whatever their language.
          description: words.slice(0, 200),
          amount: centsToKes(costCents),
          sendsms: true,
          billagain: true,
        },
        now,
      );
      await updateRepairRow(trx, actor.organizationId, id, {
        invoice_id: billed.invoices[0]!.invoiceid,
      });
    }
    await insertRepairEvent(trx, {
      id: orderedId(now),
      organization_id: actor.organizationId,
      repair_id: id,
      created_at: at,
      actor_user_id: actor.userId,
      actor_name: actor.name,
      status: 'done',
      note: body.note || null,
    });
    await recordActivity(
      trx,
      actor,
      {
        kind: 'repair_closed',
        entity: 'repair',
        entityId: id,
        details: {
          reference: repair.reference,
          amount: activityAmount(costCents),
          paidby: paidBy,
        },
      },
      now,
    );
  });
  return repairWithEvents(deps.db, actor, id);
}
