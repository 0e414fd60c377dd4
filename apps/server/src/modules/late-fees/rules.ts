import { centsToKes, kesToCents } from '@rental/shared/money';
import {
  lateFeeMessages,
  type LateFeeRule,
  type lateFeeRuleBodySchema,
} from '@rental/shared/schemas/late-fees';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { LateFeeRulesTable } from '../../db/types.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SendingHours } from '../../lib/sending-hours.js';
import { recordUpdate } from '../activity/index.js';
import { type Actor, requirePermission } from '../access/index.js';

export interface LateFeeDeps {
  db: Db;
  clock: Clock;
  /** When tenants may be texted (TENANT_SMS_HOURS): a fee's notice waits for them. */
  sendingHours?: SendingHours;
}

/** Off, KES 500 three days after the due date: what the form shows before a rule is saved. */
const defaultRule: LateFeeRule = {
  enabled: false,
  type: 'fixed',
  amount: 500,
  gracedays: 3,
  sendsms: false,
};

export function toLateFeeRule(row: LateFeeRulesTable | undefined): LateFeeRule {
  if (!row) return defaultRule;
  const amount = Number(row.amount);
  return {
    enabled: Boolean(Number(row.enabled)),
    type: row.fee_type,
    // Cents for a fixed fee, hundredths of a percent for a percentage: both two decimals.
    amount: centsToKes(amount),
    gracedays: Number(row.grace_days),
    sendsms: Boolean(Number(row.send_sms)),
  };
}

async function rentalOf(db: Db, organizationId: string, rentalId: string) {
  const rental = await db
    .selectFrom('rentals')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .executeTakeFirst();
  if (!rental) throw notFound('Rental');
  return rental;
}

function findRule(db: Db, organizationId: string, rentalId: string) {
  return db
    .selectFrom('late_fee_rules')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('rental_id', '=', rentalId)
    .executeTakeFirst();
}

export async function getLateFeeRule(deps: LateFeeDeps, actor: Actor, rentalId: string) {
  await rentalOf(deps.db, actor.organizationId, rentalId);
  return toLateFeeRule(await findRule(deps.db, actor.organizationId, rentalId));
}

/** The owner's rule for a rental's late fees; the activity log says what changed. */
export async function saveLateFeeRule(
  deps: LateFeeDeps,
  actor: Actor,
  rentalId: string,
  body: z.output<typeof lateFeeRuleBodySchema>,
): Promise<LateFeeRule> {
  requirePermission(actor, 'billing.setup', lateFeeMessages.ownerOnly);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const rental = await rentalOf(trx, actor.organizationId, rentalId);
    const before = await findRule(trx, actor.organizationId, rentalId);
    const row: LateFeeRulesTable = {
      rental_id: rentalId,
      organization_id: actor.organizationId,
      enabled: body.enabled ? 1 : 0,
      fee_type: body.type,
      amount: kesToCents(body.amount),
      grace_days: body.gracedays,
      send_sms: body.sendsms ? 1 : 0,
      updated_at: now.toISOString(),
    };
    await trx
      .insertInto('late_fee_rules')
      .values(row)
      .onConflict((oc) =>
        oc.column('rental_id').doUpdateSet({
          enabled: row.enabled,
          fee_type: row.fee_type,
          amount: row.amount,
          grace_days: row.grace_days,
          send_sms: row.send_sms,
          updated_at: row.updated_at,
        }),
      )
      .execute();
    const after = toLateFeeRule(row);
    await recordUpdate(
      trx,
      actor,
      {
        kind: 'late_fee_rule_saved',
        entity: 'rental',
        entityId: rentalId,
        details: { rental: rental.name },
      },
      { before: { ...toLateFeeRule(before) }, after: { ...after } },
      now,
    );
    return after;
  });
}
