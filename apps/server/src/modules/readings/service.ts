import { randomUUID } from 'node:crypto';
import { accountRefKey } from '@rental/shared/account-ref';
import { nairobiDate, nairobiDayStart } from '@rental/shared/dates';
import type { Reading, readingBodySchema } from '@rental/shared/schemas/readings';
import type { z } from 'zod';
import { englishText, msg, type MessageRef } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import type { WaterReadingsTable } from '../../db/types.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/index.js';
import {
  type Actor,
  type UserActor,
  everyRental,
  reachesRental,
  rentalScopeOf,
  type RentalScope,
} from '../access/index.js';
import { recomputeChain, type ChainProblem, type ChainReading } from './meter-chain.js';
import { toReading } from './presenter.js';
import {
  findReadingRow,
  findTenantByMeterKey,
  insertReadings,
  lastReadings,
  latestReadingDate,
  listReadingRows,
  tenantExists,
  waterRatesOf,
} from './repository.js';
import { fromHundredths, toHundredths } from '@rental/shared/water-math';
import { tenantDisplayName } from '@rental/shared/tenant-name';

export interface ReadingsDeps {
  db: Db;
  clock: Clock;
}

/** The reading rules, by key (error-messages.ts): answered in the requester's language. */
export const readingMessages = {
  unknownMeter: (meter: string) => msg('error.unknownMeter', { meter }),
  notInRental: (meter: string, rental: string) => msg('error.meterNotInRental', { meter, rental }),
  belowPrevious: (reading: number, previous: number) =>
    msg('error.readingBelowPrevious', { reading, previous }),
  nextBelow: (next: number) => msg('error.nextReadingBelow', { next }),
  costTooLarge: msg('error.readingCostTooLarge'),
  billed: msg('error.readingBilled'),
  notLatest: (date: string) => msg('error.readingNotLatest', { date }),
};

/** The message of a chain problem, for the reading the user typed or the one after it. */
export function chainProblemMessage(problem: ChainProblem, chain: readonly ChainReading[]) {
  const reading = chain.find((row) => row.id === problem.id);
  if (problem.problem === 'cost_too_large') return readingMessages.costTooLarge;
  return readingMessages.belowPrevious(
    fromHundredths(reading?.reading_hundredths ?? 0),
    fromHundredths(problem.previous),
  );
}

/** What a new reading is: its tenant, the value typed, and the instant it was taken. */
export interface NewReading {
  tenant: { id: string; water_unit_rate_cents: number };
  meterreading: number;
  meterreplacement: boolean;
  readingDate: string;
}

/**
 * The row a new reading inserts, counted from the tenant's last reading (`last`), or the
 * tenant's baseline when they have none: a first reading bills nothing. Either the row or
 * the message of what is wrong with it.
 */
export function newReadingRow(
  organizationId: string,
  recordedBy: string,
  reading: NewReading,
  last: ChainReading | undefined,
): { row: WaterReadingsTable } | { error: MessageRef } {
  const draft: ChainReading = {
    id: randomUUID(),
    reading_date: reading.readingDate,
    reading_hundredths: toHundredths(reading.meterreading),
    previous_reading_hundredths: 0,
    usage_hundredths: 0,
    unit_rate_cents: Number(reading.tenant.water_unit_rate_cents),
    cost_cents: 0,
    meter_replacement: reading.meterreplacement,
    invoice_id: null,
    kind: 'reading',
  };
  const chain = last ? [last, draft] : [draft];
  const result = recomputeChain(chain);
  if ('problem' in result) return { error: chainProblemMessage(result, chain) };
  const row = result.readings.at(-1)!;
  return {
    row: {
      ...row,
      organization_id: organizationId,
      tenant_id: reading.tenant.id,
      recorded_by: recordedBy,
    },
  };
}

/**
 * The instant of a reading taken now: strictly after the organization's last reading, so
 * "previous" and "newest first" never depend on two readings in one millisecond.
 */
export async function nextReadingInstant(db: Db, organizationId: string, now: Date) {
  const latest = await latestReadingDate(db, organizationId);
  const after = latest ? Date.parse(latest) + 1 : 0;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}

/**
 * Records a reading. The usage is the difference from the tenant's last reading, or the
 * whole reading on a new meter, which starts again from 0; a tenant's first reading is their
 * baseline and bills nothing. The organization lock makes two readings of one meter take
 * their turn, so each sees the other as "previous".
 */
export async function recordReading(
  deps: ReadingsDeps,
  actor: UserActor,
  body: z.output<typeof readingBodySchema>,
): Promise<Reading> {
  const { organizationId } = actor;
  const now = deps.clock();
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const tenant = await findTenantByMeterKey(trx, organizationId, accountRefKey(body.meternumber));
    // A meter of a rental outside the member's is unknown to them, as another organization's.
    if (!tenant || !reachesRental(rentalScopeOf(actor), tenant.rental_id)) {
      throw fieldError('meternumber', readingMessages.unknownMeter(body.meternumber));
    }

    const last = (await lastReadings(trx, organizationId, [tenant.id])).get(tenant.id);
    const readingDate = await nextReadingInstant(trx, organizationId, now);
    const reading = { ...body, tenant, readingDate };
    const made = newReadingRow(organizationId, actor.userId, reading, last);
    if ('error' in made) throw fieldError('meterreading', made.error);
    await insertReadings(trx, [made.row]);
    const details = {
      tenant: tenantDisplayName(tenant),
      meter: tenant.meter_number,
      reading: body.meterreading,
    };
    await recordActivity(
      trx,
      actor,
      { kind: 'reading_recorded', entity: 'reading', entityId: made.row.id, details },
      now,
    );
    return made.row.id;
  });
  return readingById(deps.db, organizationId, id, everyRental);
}

/**
 * Opening meter readings, as baselines: the first reading after one bills only the usage
 * since it. `openings` pairs a tenant with the reading typed: a new tenant's, or with
 * `newMeter` the reading of the meter a tenant moved to, which starts a new meter in their
 * chain (meter-chain.ts).
 */
export async function recordOpeningReadings(
  db: Db,
  actor: Actor,
  openings: ReadonlyArray<{
    tenantId: string;
    meterreading: number;
    newMeter?: boolean;
    /** The tenant's move-in day: a new tenant's opening reading is that day's reading. */
    movedInOn?: string;
  }>,
  now: Date,
) {
  if (openings.length === 0) return;
  const { organizationId } = actor;
  const rates = await waterRatesOf(
    db,
    organizationId,
    openings.map((opening) => opening.tenantId),
  );
  const typedAt = await nextReadingInstant(db, organizationId, now);
  const rows = openings.map(({ tenantId, meterreading, newMeter = false, movedInOn }) => {
    const tenant = { id: tenantId, water_unit_rate_cents: rates.get(tenantId) ?? 0 };
    const readingDate = openingReadingInstant(movedInOn, typedAt);
    const reading = { tenant, meterreading, meterreplacement: newMeter, readingDate };
    const made = newReadingRow(organizationId, actor.userId ?? '', reading, undefined);
    // A first reading is a baseline: nothing to compare it with, so it cannot fail.
    if ('error' in made) throw new Error(englishText(made.error));
    return made.row;
  });
  await insertReadings(db, rows);
}

/**
 * When an opening reading was taken: the start of a move-in day before the day it is typed,
 * so a reading dated any day from move-in on is later than it and counts from it; otherwise
 * the instant it is typed (a move-in today, or one still to come).
 */
export function openingReadingInstant(movedInOn: string | undefined, typedAt: string): string {
  if (movedInOn === undefined) return typedAt;
  const startOfDay = nairobiDayStart(movedInOn);
  return startOfDay < typedAt && movedInOn < nairobiDate(new Date(typedAt)) ? startOfDay : typedAt;
}

/**
 * A reading of one tenant's meter taken now, counted from their last reading, in the caller's
 * transaction: a moving tenant's final reading of the old meter, billed like any other.
 * Returns the message of what is wrong with it, if anything.
 */
export async function recordTenantReading(
  db: Db,
  actor: Actor,
  tenantId: string,
  meterreading: number,
  now: Date,
): Promise<MessageRef | null> {
  const { organizationId } = actor;
  const rates = await waterRatesOf(db, organizationId, [tenantId]);
  const last = (await lastReadings(db, organizationId, [tenantId])).get(tenantId);
  const tenant = { id: tenantId, water_unit_rate_cents: rates.get(tenantId) ?? 0 };
  const readingDate = await nextReadingInstant(db, organizationId, now);
  const reading = { tenant, meterreading, meterreplacement: false, readingDate };
  const made = newReadingRow(organizationId, actor.userId ?? '', reading, last);
  if ('error' in made) return made.error;
  await insertReadings(db, [made.row]);
  return null;
}

export async function readingById(
  db: Db,
  organizationId: string,
  readingId: string,
  scope: RentalScope,
) {
  const row = await findReadingRow(db, organizationId, readingId, scope);
  if (!row) throw notFound('Reading');
  return toReading(row);
}

/** Readings newest first; another organization's tenant id is "not found". */
export async function listReadings(
  deps: ReadingsDeps,
  organizationId: string,
  scope: RentalScope,
  tenantId?: string,
) {
  const tenant = tenantId ? await tenantExists(deps.db, organizationId, tenantId) : undefined;
  if (tenantId && !(tenant && reachesRental(scope, tenant.rental_id))) throw notFound('Tenant');
  const rows = await listReadingRows(deps.db, organizationId, scope, tenantId);
  return rows.map(toReading);
}
