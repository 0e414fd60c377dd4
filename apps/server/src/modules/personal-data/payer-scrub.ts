import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/types.js';
import { likePattern } from './activity-scrub.js';
import { noteWrite, scrubCallback, type Erasure } from './erase-repository.js';
import type { Scrubber } from './scrubber.js';

/** Rows whose `column` quotes one of the traces (any case), on both databases. */
function quotes<T extends keyof Database>(
  eb: ExpressionBuilder<Database, T>,
  column: string,
  scrubber: Scrubber,
) {
  return eb.or(
    scrubber.traces.map(
      (trace) => sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(trace.text)} escape '!'`,
    ),
  );
}

/**
 * Payments that name the tenant as payer without being theirs in the books: one held for the
 * owner's decision (quarantined_payments) or decided since, a paybill payment from their
 * phone no tenant was matched to, and the M-PESA callbacks these came in. Found by what ties
 * them to the tenant (their transaction, their prompt) or by the full name and phone M-PESA
 * gave (`wide`: a first name alone could be anyone's). Their payer becomes the new name, and
 * the callbacks lose M-PESA's name and number fields.
 */
export async function scrubPayers(trx: Db, erasure: Erasure, wide: Scrubber) {
  const { organizationId: org, newName, own, copies, touched } = erasure;
  const named = wide.traces.length > 0;
  const transactionIds = copies.transactions.map((row) => row.id);
  const promptIds = copies.prompts.map((row) => row.id);
  const quoting = !named
    ? []
    : await trx
        .selectFrom('mpesa_callbacks')
        .select(['id', 'trans_id'])
        .where('organization_id', '=', org)
        .where((eb) => quotes(eb, 'raw_body', wide))
        .execute();
  const quotingIds = quoting.map((row) => row.id);
  const held = await trx
    .selectFrom('quarantined_payments')
    .select(['id', 'callback_id'])
    .where('organization_id', '=', org)
    .where((eb) =>
      eb.or([
        ...(named ? [quotes(eb, 'payer_name', wide)] : []),
        ...(transactionIds.length > 0 ? [eb('transaction_id', 'in', transactionIds)] : []),
        ...(promptIds.length > 0 ? [eb('stk_request_id', 'in', promptIds)] : []),
        ...(quotingIds.length > 0 ? [eb('callback_id', 'in', quotingIds)] : []),
      ]),
    )
    .execute();
  for (const row of held) {
    const result = await trx
      .updateTable('quarantined_payments')
      .set({ payer_name: newName })
      .where('organization_id', '=', org)
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    noteWrite(touched, 'quarantined_payments', result);
  }
  const callbackIds = new Set([
    ...quotingIds,
    ...held.flatMap((row) => (row.callback_id ? [row.callback_id] : [])),
  ]);
  const callbacks =
    callbackIds.size === 0
      ? []
      : await trx
          .selectFrom('mpesa_callbacks')
          .select(['id', 'raw_body', 'payment_payer_name', 'payment_bill_ref'])
          .where('organization_id', '=', org)
          .where('id', 'in', [...callbackIds])
          .execute();
  for (const row of callbacks) {
    const scrubbed = scrubCallback(row, own);
    if (
      scrubbed.raw_body === row.raw_body &&
      scrubbed.payment_payer_name === row.payment_payer_name &&
      scrubbed.payment_bill_ref === row.payment_bill_ref
    ) {
      continue;
    }
    await trx.updateTable('mpesa_callbacks').set(scrubbed).where('id', '=', row.id).execute();
    touched.add('mpesa_callbacks');
  }
  const transIds = quoting.flatMap((row) => (row.trans_id ? [row.trans_id] : []));
  const unmatched = await trx
    .updateTable('unallocated_payments')
    .set({ payer_name: newName })
    .where('organization_id', '=', org)
    .where('payer_name', '!=', newName)
    .where((eb) =>
      eb.or([
        ...(named ? [quotes(eb, 'payer_name', wide)] : []),
        ...(transIds.length > 0 ? [eb('trans_id', 'in', transIds)] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  noteWrite(touched, 'unallocated_payments', unmatched);
}
