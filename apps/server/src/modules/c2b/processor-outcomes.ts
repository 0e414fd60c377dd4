import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { QuarantineReason } from '@rental/shared/schemas/quarantine';
import type { Db } from '../../db/connection.js';
import { insertQuarantinedPayments } from './quarantine-repository.js';
import type { Quarantine } from './checks.js';
import type { PaybillPayment } from './parse.js';

/** A confirmation is parked after this many failed attempts: shown, no longer retried. */
export const attemptsBeforeParking = 3;

/**
 * The batch's confirmations that failed a check, kept for the owner in the batch's
 * transaction: outcome 'quarantined', nothing posted, no receipt number claimed.
 */
export async function quarantineAll(
  trx: Db,
  readings: readonly {
    id: string;
    organizationId: string;
    payment: PaybillPayment | string;
    quarantine?: Quarantine;
  }[],
  now: Date,
  settle: (outcome: string, id: string) => void,
) {
  const held = readings.flatMap((reading) =>
    reading.quarantine && typeof reading.payment !== 'string'
      ? [{ ...reading, payment: reading.payment, quarantine: reading.quarantine }]
      : [],
  );
  if (held.length === 0) return;
  await insertQuarantinedPayments(
    trx,
    held.map(({ id, organizationId, payment, quarantine }) => ({
      id: randomUUID(),
      organizationId,
      source: 'c2b' as const,
      callbackId: id,
      transId: payment.transId,
      amountCents: payment.amountCents,
      billRef: payment.billRef,
      payerName: payment.payerName,
      paidAt: payment.paidAt,
      reasons: quarantine.reasons satisfies QuarantineReason[],
      details: quarantine.details,
      createdAt: now.toISOString(),
    })),
  );
  for (const { id } of held) settle('quarantined', id);
}

/**
 * Counts a failed attempt to apply a confirmation, in the database (every server's attempts
 * add up); the third parks it with its error, for the operator and the owner to see.
 */
export async function noteFailure(db: Db, id: string, error: unknown, now: Date) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db
    .updateTable('mpesa_callbacks')
    .set({
      attempts: sql<number>`attempts + 1`,
      last_error: message,
      parked_at: sql<
        string | null
      >`case when attempts + 1 >= ${attemptsBeforeParking} then ${now.toISOString()} else null end`,
    })
    .where('id', '=', id)
    .where('processed_at', 'is', null)
    .execute();
}
