import { nairobiDate } from '@rental/shared/dates';
import { validationMessages as m } from '@rental/shared/messages';
import { mriMonthEnded } from '@rental/shared/rental-income-tax';
import type { KraMriFiling } from '@rental/shared/schemas/kra-mri';
import type { Db } from '../../db/connection.js';
import { fieldError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { requireLandlord } from '../landlords/index.js';
import { closeMonth } from '../ledger/index.js';
import { ownReturn, upsertFiling } from './repository.js';

export interface TaxDeps {
  db: Db;
  clock: Clock;
}

/**
 * Records that a month's MRI return was filed and its tax paid (the PRN iTax gave and the day
 * it was paid), or corrects it: once per month. A month can be filed once it has ended, and
 * paid from then until today (Nairobi days). Filing closes the month's books (issue 29): what
 * was filed stays as filed.
 */
export async function recordMriFiling(
  deps: TaxDeps,
  actor: Actor,
  body: KraMriFiling,
): Promise<Omit<KraMriFiling, 'landlordid'>> {
  const at = deps.clock();
  const today = nairobiDate(at);
  if (!mriMonthEnded(body.month, today)) throw fieldError('month', m.monthNotEnded);
  if (!mriMonthEnded(body.month, body.paidon)) throw fieldError('paidon', m.paidonBeforeMonth);
  if (body.paidon > today) throw fieldError('paidon', m.paidonFuture);
  await deps.db.transaction().execute(async (trx) => {
    const landlord = body.landlordid
      ? await requireLandlord(trx, actor.organizationId, body.landlordid)
      : null;
    await upsertFiling(trx, {
      organizationId: actor.organizationId,
      landlordKey: landlord?.id ?? ownReturn,
      month: body.month,
      prn: body.prn,
      paidOn: body.paidon,
      recordedBy: { userId: actor.userId, name: actor.name },
      at: at.toISOString(),
    });
    const closedBy = { userId: actor.userId, name: actor.name };
    const closing = { organizationId: actor.organizationId, month: body.month, closedBy };
    await closeMonth(trx, { ...closing, reason: 'kra-filed', at: at.toISOString() });
    await recordActivity(
      trx,
      actor,
      {
        kind: 'mri_filing_recorded',
        entity: 'mri_filing',
        entityId: body.month,
        details: {
          month: landlord ? `${body.month} (${landlord.name})` : body.month,
          prn: body.prn,
          date: body.paidon,
        },
      },
      at,
    );
  });
  return { month: body.month, prn: body.prn, paidon: body.paidon };
}
