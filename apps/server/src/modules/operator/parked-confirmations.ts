import { activityAmount } from '@rental/shared/activity';
import { msg } from '@rental/shared/message-catalogue';
import { centsToKes } from '@rental/shared/money';
import type { OperatorParkedConfirmation } from '@rental/shared/schemas/operator';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { operatorActor } from '../access/index.js';
import type { SessionContext } from '../auth/index.js';
import { amountToCents } from '../c2b/index.js';
import type { OperatorDeps } from './service.js';

type Deps = Pick<OperatorDeps, 'db' | 'clock'>;

/** How many parked confirmations the console lists: the newest. */
export const parkedConfirmationsShown = 200;

const parkedConfirmationNotFound = () =>
  new AppError('not_found', msg('error.parkedConfirmationNotFound'));

/**
 * The amount M-PESA's body names, in cents, or null when the body cannot be read. Only the
 * amount is taken from it: the rest (payer's name, masked phone, bill reference) stays here.
 */
function amountCentsOf(rawBody: string): number | null {
  try {
    const body: unknown = JSON.parse(rawBody);
    if (!body || typeof body !== 'object') return null;
    return amountToCents((body as Record<string, unknown>).TransAmount) ?? null;
  } catch {
    return null;
  }
}

/** Confirmations parked after failing to apply (c2b/processor-outcomes.ts), newest first. */
export async function listParkedConfirmations(deps: Deps): Promise<OperatorParkedConfirmation[]> {
  const rows = await deps.db
    .selectFrom('mpesa_callbacks as c')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .select([
      'c.id',
      'c.organization_id',
      'o.name as organization_name',
      'c.trans_id',
      'c.raw_body',
      'c.received_at',
      'c.attempts',
      'c.last_error',
      'c.parked_at',
    ])
    .where('c.parked_at', 'is not', null)
    .where('c.processed_at', 'is', null)
    .where('c.kind', '=', 'confirmation')
    .orderBy('c.parked_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(parkedConfirmationsShown)
    .execute();
  return rows.map((row) => {
    const cents = amountCentsOf(row.raw_body);
    return {
      id: row.id,
      organizationid: row.organization_id!,
      organizationname: row.organization_name,
      transid: row.trans_id,
      amount: cents === null ? null : centsToKes(cents),
      receivedat: row.received_at,
      attempts: Number(row.attempts),
      lasterror: row.last_error,
      parkedat: row.parked_at!,
    };
  });
}

/**
 * The operator has fixed what made it fail: unparks it with its attempts back to 0, so the
 * next pass of the pipeline or the recovery job applies it as any other. The last error is
 * kept for the record until it applies. Conditional: only a parked confirmation that nothing
 * applied meanwhile, so two retries (or a retry racing an application) unpark it once.
 */
export async function retryParkedConfirmation(
  deps: Deps,
  operator: SessionContext,
  id: string,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx: Db) => {
    const row = await trx
      .updateTable('mpesa_callbacks')
      .set({ parked_at: null, attempts: 0 })
      .where('id', '=', id)
      .where('kind', '=', 'confirmation')
      .where('parked_at', 'is not', null)
      .where('processed_at', 'is', null)
      .where('organization_id', 'is not', null)
      .returning(['organization_id', 'trans_id', 'raw_body'])
      .executeTakeFirst();
    if (!row?.organization_id) throw parkedConfirmationNotFound();
    const cents = amountCentsOf(row.raw_body);
    await recordActivity(
      trx,
      operatorActor(operator, row.organization_id),
      {
        kind: 'operator_confirmation_retried',
        entity: 'mpesa_callback',
        entityId: id,
        details: { transid: row.trans_id, amount: cents === null ? null : activityAmount(cents) },
      },
      now,
    );
  });
}
