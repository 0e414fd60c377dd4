import { englishDeductionReason } from '@rental/shared/statement-lines';
import { activityAmount } from '@rental/shared/activity';
import { nairobiDate } from '@rental/shared/dates';
import type { DepositDeductionReason } from '@rental/shared/enums';
import { kesToCents } from '@rental/shared/money';
import { tenancyMessages, type EndTenancyValues } from '@rental/shared/schemas/tenancy';
import { msg } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import { lockOrganization, lockTenant } from '../../db/locks.js';
import { AppError, type ErrorText } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import {
  postCharges,
  postDepositRefund,
  assertMonthOpen,
  creditRentAfterMoveOut,
  depositOf,
  postCreditNote,
  tenantBalance,
} from '../ledger/index.js';
import { billFinalWater } from './final-water.js';
import type { TenantRow } from './repository.js';
import { changeTimes, getTenant, requireTenantRow, type TenantsDeps } from './service.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/** Deductions that settle what the tenant already owes; the others are charged first. */
const owedReasons: readonly DepositDeductionReason[] = ['unpaid rent', 'water'];

function fieldError(code: 'validation' | 'conflict', field: string, message: ErrorText) {
  return new AppError(code, message, { [field]: message });
}

/** The move-out date's rules, for ending a tenancy and for its preview. */
export function checkDates(tenant: TenantRow, moveOut: string, today: string) {
  if (tenant.status === 'former') throw new AppError('conflict', tenancyMessages.alreadyFormer);
  if (moveOut > today) {
    throw fieldError('validation', 'moveoutdate', tenancyMessages.moveoutFuture);
  }
  if (tenant.move_in_date && moveOut < tenant.move_in_date) {
    throw fieldError('validation', 'moveoutdate', tenancyMessages.moveoutBeforeMoveIn);
  }
}

/**
 * Ends a tenancy in one transaction (docs/architecture.md §8: tenancies end, they are not
 * deleted): the final water reading billed, rent billed for days after the move-out date
 * credited back (a back-dated move-out; before the deposit is settled, so unpaid rent kept
 * from it is only what is really owed), damage and cleaning charged, the deposit held
 * settled to zero by deductions (credited to the rent balance) and a refund, and the tenant
 * made former on the move-out date, which frees the house and meter for the next tenant.
 * A leaver who still owes stays in the arrears report and can still pay.
 */
export async function endTenancy(
  deps: TenantsDeps,
  actor: Actor,
  tenantId: string,
  body: EndTenancyValues,
) {
  const { organizationId } = actor;
  const now = deps.clock();
  const today = nairobiDate(now);
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    await lockTenant(trx, organizationId, tenantId);
    const tenant = await requireTenantRow(trx, organizationId, tenantId, rentalScopeOf(actor));
    checkDates(tenant, body.moveoutdate, today);
    await assertMonthOpen(trx, organizationId, body.moveoutdate);
    await billFinalWater(trx, actor, tenant, body.finalmeterreading, now);
    const creditedCents = await creditRentAfterMoveOut(trx, actor, tenantId, body.moveoutdate, now);
    const settled = await settleDeposit(trx, actor, tenant, body, now);
    const [at] = await changeTimes(trx, organizationId, now, 1);
    await trx
      .updateTable('tenants')
      .set({ status: 'former', move_out_date: body.moveoutdate, updated_at: at! })
      .where('organization_id', '=', organizationId)
      .where('id', '=', tenantId)
      .execute();
    await recordActivity(
      trx,
      actor,
      {
        kind: 'tenancy_ended',
        entity: 'tenant',
        entityId: tenantId,
        details: {
          name: tenantDisplayName(tenant),
          house: tenant.house_number,
          date: body.moveoutdate,
          deducted: activityAmount(settled.deductedCents),
          refunded: activityAmount(settled.refundedCents),
        },
      },
      now,
    );
    if (creditedCents > 0) {
      await recordActivity(
        trx,
        actor,
        {
          kind: 'move_out_rent_credited',
          entity: 'tenant',
          entityId: tenantId,
          details: {
            name: tenantDisplayName(tenant),
            house: tenant.house_number,
            date: body.moveoutdate,
            amount: activityAmount(creditedCents),
          },
        },
        now,
      );
    }
  });
  return getTenant(deps, organizationId, tenantId, rentalScopeOf(actor));
}

/**
 * Deductions plus the refund must be the deposit held, to the cent; unpaid rent and water
 * deductions cannot be more than the tenant owes once the final water is billed. Damage,
 * cleaning and other deductions are charged first, so the statement shows what they were for.
 */
async function settleDeposit(
  trx: Db,
  actor: Actor,
  tenant: TenantRow,
  body: EndTenancyValues,
  now: Date,
) {
  const { organizationId } = actor;
  const deductions = body.deductions.map((deduction) => ({
    ...deduction,
    cents: kesToCents(deduction.amount),
    // Stored in English beside the reason code; statements word it from the code.
    text: englishDeductionReason(deduction.reason, deduction.note),
  }));
  const deductedCents = deductions.reduce((sum, deduction) => sum + deduction.cents, 0);
  const refundedCents = kesToCents(body.refund?.amount ?? 0);
  const { held } = await depositOf(trx, organizationId, tenant.id);
  if (deductedCents + refundedCents !== held) {
    const message = msg('error.depositNotSettled', {
      held: activityAmount(held),
      settled: activityAmount(deductedCents + refundedCents),
    });
    throw fieldError('conflict', 'refund.amount', message);
  }
  const owed = Math.max(0, await tenantBalance(trx, organizationId, tenant.id));
  const forOwed = deductions.filter((deduction) => owedReasons.includes(deduction.reason));
  if (forOwed.reduce((sum, deduction) => sum + deduction.cents, 0) > owed) {
    const message = msg('error.deductionsExceedOwed', { amount: activityAmount(owed) });
    throw fieldError('conflict', 'deductions', message);
  }
  // Kept and paid back today: entries of today's month, refused (409 month_closed) when it is
  // closed, as the refund is (a new event, not a correction: corrections of a closed month,
  // like the move-out credits, post in the first open month instead).
  const today = nairobiDate(now);
  if (deductions.length > 0) await assertMonthOpen(trx, organizationId, today);
  const charged = deductions.filter((deduction) => !owedReasons.includes(deduction.reason));
  await postCharges(
    trx,
    organizationId,
    charged.map((deduction) => ({
      tenant,
      invoiceType: 'One-off Charge' as const,
      amountCents: deduction.cents,
      billingDate: today,
      dueDate: today,
      description: deduction.text,
      chargeType: 'other' as const,
      message: () => deduction.text,
    })),
    { sendSms: false, poster: actor },
    now,
  );
  for (const deduction of deductions) {
    const note = {
      tenantId: tenant.id,
      kind: 'deposit_deduction' as const,
      invoiceId: null,
      amountCents: deduction.cents,
      reason: deduction.text,
      deductionReason: deduction.reason,
      effectiveOn: today,
    };
    await postCreditNote(trx, actor, note, now);
  }
  if (body.refund && refundedCents > 0) {
    await postDepositRefund(
      trx,
      actor,
      {
        tenantId: tenant.id,
        amountCents: refundedCents,
        paymentMode: body.refund.paymentmode,
        reference: body.refund.reference,
        refundedOn: today,
      },
      now,
    );
  }
  return { deductedCents, refundedCents };
}
