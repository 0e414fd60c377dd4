import type { Kysely } from 'kysely';
import { storedPaymentOf0043 } from './frozen/0043-c2b-body.js';

/** The columns the backfill reads and writes, as they are at migration 0043. */
interface Schema0043 {
  mpesa_callbacks: {
    id: string;
    kind: string;
    raw_body: string;
    processed_at: string | null;
    payment_trans_id: string | null;
    payment_amount_cents: number | null;
    payment_bill_ref: string | null;
    payment_payer_name: string | null;
    payment_paid_at: string | null;
    payment_shortcode: string | null;
  };
}

/** Rows read and written per round of the backfill. */
const pageSize = 500;

/**
 * A C2B callback is stored with the payment its body was read as, when it arrived (issue 31):
 * the processor applies that and never parses the body again; raw_body stays the verbatim
 * record. All six columns are null when the body is not a payment.
 *
 * Confirmations the release before stored and has not applied yet (processed_at null, parked
 * ones too: the operator may retry them) get their payment read from raw_body here, by the
 * rule that release applied them with (frozen in ./frozen/0043-c2b-body.ts), so they are
 * applied after the upgrade as they would have been before it. Callbacks already processed
 * are never applied again: they keep raw_body only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [
    ['payment_trans_id', 'varchar(64)'],
    ['payment_amount_cents', 'bigint'],
    ['payment_bill_ref', 'varchar(64)'],
    ['payment_payer_name', 'varchar(120)'],
    ['payment_paid_at', 'varchar(32)'],
    // BusinessShortCode as M-PESA (or anyone) sent it: no length is checked.
    ['payment_shortcode', 'text'],
  ] as const;
  for (const [name, type] of columns) {
    await db.schema.alterTable('mpesa_callbacks').addColumn(name, type).execute();
  }
  await backfill(db as Kysely<Schema0043>);
}

async function backfill(db: Kysely<Schema0043>) {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('mpesa_callbacks')
      .select(['id', 'raw_body'])
      .where('kind', '=', 'confirmation')
      .where('processed_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      const payment = storedPaymentOf0043(row.raw_body);
      if (!payment) continue;
      await db
        .updateTable('mpesa_callbacks')
        .set({
          payment_trans_id: payment.transId,
          payment_amount_cents: payment.amountCents,
          payment_bill_ref: payment.billRef,
          payment_payer_name: payment.payerName,
          payment_paid_at: payment.paidAt,
          payment_shortcode: payment.shortcode,
        })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'payment_shortcode',
    'payment_paid_at',
    'payment_payer_name',
    'payment_bill_ref',
    'payment_amount_cents',
    'payment_trans_id',
  ]) {
    await db.schema.alterTable('mpesa_callbacks').dropColumn(name).execute();
  }
}
