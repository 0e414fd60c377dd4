import type { Reading, readingEditBodySchema } from '@rental/shared/schemas/readings';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type UserActor, everyRental } from '../access/index.js';
import { changedReadings, recomputeChain, type ChainReading } from './meter-chain.js';
import {
  deleteReadingRow,
  findReadingRow,
  tenantChain,
  updateReadingValues,
} from './repository.js';
import { fieldError } from '../../lib/app-error.js';
import { chainProblemMessage, readingById, readingMessages, type ReadingsDeps } from './service.js';
import { fromHundredths, toHundredths } from '@rental/shared/water-math';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/** The reading to change, its tenant's whole chain, and where it sits in it; billed: 409. */
async function unbilledReading(db: Db, actor: UserActor, readingId: string) {
  const { organizationId } = actor;
  const row = await findReadingRow(db, organizationId, readingId, actor.rentalIds);
  if (!row) throw notFound('Reading');
  if (row.invoice_id !== null) throw new AppError('conflict', readingMessages.billed);
  const chain = await tenantChain(db, organizationId, row.tenant_id);
  const index = chain.findIndex((reading) => reading.id === readingId);
  return { row, chain, index };
}

/**
 * Recomputes the chain after a change and writes what moved: the changed reading and the
 * one after it, whose usage counts from it. A change that would put the next reading below
 * this one is refused with the next reading's value.
 */
async function writeChain(
  db: Db,
  organizationId: string,
  before: ChainReading[],
  after: ChainReading[],
  changedId: string | null,
) {
  const result = recomputeChain(after);
  if ('problem' in result) {
    if (result.id !== changedId && result.problem === 'below_previous') {
      const next = after.find((reading) => reading.id === result.id)!;
      throw fieldError(
        'meterreading',
        readingMessages.nextBelow(fromHundredths(next.reading_hundredths)),
      );
    }
    throw fieldError('meterreading', chainProblemMessage(result, after));
  }
  for (const reading of changedReadings(before, result.readings)) {
    await updateReadingValues(db, organizationId, reading);
  }
}

/** PUT /api/water/readings/{id}: corrects a reading not yet billed; the next one follows. */
export async function correctReading(
  deps: ReadingsDeps,
  actor: UserActor,
  readingId: string,
  body: z.output<typeof readingEditBodySchema>,
): Promise<Reading> {
  const { organizationId } = actor;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const { row, chain, index } = await unbilledReading(trx, actor, readingId);
    const edited = chain.map((reading, i) =>
      i === index
        ? {
            ...reading,
            reading_hundredths: toHundredths(body.meterreading),
            meter_replacement: body.meterreplacement,
          }
        : reading,
    );
    await writeChain(trx, organizationId, chain, edited, readingId);
    const details = {
      tenant: tenantDisplayName({ ...row, kind: row.tenant_kind }),
      meter: row.meter_number,
      before: fromHundredths(row.reading_hundredths),
      after: body.meterreading,
    };
    await recordActivity(
      trx,
      actor,
      { kind: 'reading_corrected', entity: 'reading', entityId: readingId, details },
      now,
    );
  });
  return readingById(deps.db, organizationId, readingId, everyRental);
}

/**
 * DELETE /api/water/readings/{id}: removes a reading not yet billed. The next reading then
 * counts from the one before it, or becomes the baseline when the first one is removed.
 */
export async function deleteReading(deps: ReadingsDeps, actor: UserActor, readingId: string) {
  const { organizationId } = actor;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const { row, chain } = await unbilledReading(trx, actor, readingId);
    const remaining = chain.filter((reading) => reading.id !== readingId);
    await writeChain(trx, organizationId, chain, remaining, null);
    await deleteReadingRow(trx, organizationId, readingId);
    const details = {
      tenant: tenantDisplayName({ ...row, kind: row.tenant_kind }),
      meter: row.meter_number,
      reading: fromHundredths(row.reading_hundredths),
    };
    await recordActivity(
      trx,
      actor,
      { kind: 'reading_deleted', entity: 'reading', entityId: readingId, details },
      now,
    );
  });
}
