import { nairobiDate } from '@rental/shared/dates';
import { msg } from '@rental/shared/message-catalogue';
import type { ClosedMonth, ReopenMonthResponse } from '@rental/shared/schemas/books';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/index.js';
import type { UserActor } from '../access/index.js';
import { closeMonth, closedMonthsOf, reopenMonth } from '../ledger/index.js';
import { checkCurrentPin } from '../users/index.js';
import { filedReturns } from '../tax/index.js';

export interface BooksDeps {
  db: Db;
  clock: Clock;
}

/** The closed months, newest first, each with the KRA returns filed for it. */
export async function listClosedMonths(deps: BooksDeps, organizationId: string) {
  const [months, filed] = await Promise.all([
    closedMonthsOf(deps.db, organizationId),
    filedReturns(deps.db, organizationId),
  ]);
  return {
    months: months.map((row): ClosedMonth => ({
      month: row.month,
      closedat: row.closed_at,
      reason: row.reason,
      filed: filed.get(row.month) ?? [],
    })),
  };
}

/**
 * The owner closes a month by hand. Only a month that has ended (Nairobi time): the current
 * month is still being lived in, and a future one has nothing to protect yet.
 */
export async function closeMonthByOwner(deps: BooksDeps, actor: UserActor, month: string) {
  const now = deps.clock();
  if (month >= nairobiDate(now).slice(0, 7)) {
    const message = msg('error.monthNotOver', { month });
    throw new AppError('validation', message, { month: message });
  }
  await deps.db.transaction().execute(async (trx) => {
    const closing = {
      organizationId: actor.organizationId,
      month,
      reason: 'closed-by-owner' as const,
      closedBy: { userId: actor.userId, name: actor.name },
      at: now.toISOString(),
    };
    if (!(await closeMonth(trx, closing))) {
      throw new AppError('conflict', msg('error.monthAlreadyClosed', { month }));
    }
    const entry = { kind: 'month_closed', entity: 'closed_month', entityId: month } as const;
    await recordActivity(trx, actor, { ...entry, details: { month } }, now);
  });
  const { months } = await listClosedMonths(deps, actor.organizationId);
  return { month: months.find((closed) => closed.month === month)! };
}

/**
 * The owner reopens a month with their PIN (wrong PINs count toward the sign-in lock, as for a
 * PIN change). The answer names the KRA returns filed for it, whose figures may now change.
 */
export async function reopenMonthByOwner(
  deps: BooksDeps,
  actor: UserActor,
  month: string,
  pin: string,
): Promise<ReopenMonthResponse> {
  const filed = (await filedReturns(deps.db, actor.organizationId, month)).get(month) ?? [];
  await checkCurrentPin(deps, actor, pin, async (trx, now) => {
    if (!(await reopenMonth(trx, actor.organizationId, month))) {
      throw new AppError('not_found', msg('error.monthNotClosed', { month }));
    }
    const returns = filed.map(
      (r) => `KRA return ${r.prn}${r.landlordname ? ` (${r.landlordname})` : ''}`,
    );
    const details = { month, filed: returns.length > 0 ? returns.join(', ') : 'none' };
    const entry = { kind: 'month_reopened', entity: 'closed_month', entityId: month } as const;
    await recordActivity(trx, actor, { ...entry, details }, now);
  });
  return { month, filed };
}
