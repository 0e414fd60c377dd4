import { forgetIdempotencyAnswersNaming } from '../../db/idempotency-keys.js';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/types.js';
import { unnamedPayer } from '../c2b/index.js';
import { scrubTenantDocuments } from '../ledger/index.js';
import { scrubTenantRepairs } from '../repairs/index.js';
import type { Scrubber } from './scrubber.js';
import { stkCallbacksOf, type TenantCopies } from './trace-repository.js';
import { erasedReason } from '../sms/index.js';
import { scrubVendorJobs } from './vendor-jobs-scrub.js';

/**
 * The next "Former tenant #N" of the organization, taken in one statement: the row's update
 * is atomic (and locks it until the transaction ends), so two erasures never share a number.
 */
export async function takeErasureNumber(trx: Db, organizationId: string): Promise<number> {
  const row = await trx
    .updateTable('organizations')
    .set((eb) => ({ erased_tenants: eb('erased_tenants', '+', 1) }))
    .where('id', '=', organizationId)
    .returning('erased_tenants')
    .executeTakeFirstOrThrow();
  return Number(row.erased_tenants);
}

/**
 * Free text of the tenant's own rows, which may quote their name or phone. The money
 * documents' text is the ledger's to scrub (scrubTenantDocuments).
 */
const ownTexts = [
  ['tenant_rent_changes', 'reason'],
  ['stk_requests', 'description'],
  // A prompt the tenant asked for on their own page names them as who started it.
  ['stk_requests', 'user_name'],
] as const;

async function scrubOwnText(
  trx: Db,
  [table, column]: (typeof ownTexts)[number],
  { organizationId, tenantId, own, touched }: Erasure,
) {
  const { rows } = await sql<{ id: string; value: string }>`
    select id, ${sql.ref(column)} as value from ${sql.table(table)}
    where organization_id = ${organizationId} and tenant_id = ${tenantId}`.execute(trx);
  for (const row of rows) {
    const value = own.text(row.value);
    if (value === row.value) continue;
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value}
      where id = ${row.id} and organization_id = ${organizationId}`.execute(trx);
    touched.add(table);
  }
}

/** A stored C2B body without the payer's name and number (M-PESA's own fields). */
function scrubCallbackBody(raw: string, scrubber: Scrubber): string {
  try {
    const body = JSON.parse(raw) as Record<string, unknown>;
    for (const key of ['FirstName', 'MiddleName', 'LastName', 'MSISDN']) {
      if (key in body) body[key] = '';
    }
    return scrubber.json(JSON.stringify(body));
  } catch {
    return scrubber.text(raw);
  }
}

/** A stored C2B callback as erasure reads it: its body and the payment it was read as. */
export interface StoredCallback {
  raw_body: string;
  payment_payer_name: string | null;
  payment_bill_ref: string | null;
}

/**
 * A stored C2B callback without the payer's name and number: the body scrubbed
 * (scrubCallbackBody), and the payment read from it named as one whose body names nobody,
 * its account reference scrubbed, as if read from the scrubbed body.
 */
export function scrubCallback(row: StoredCallback, scrubber: Scrubber): StoredCallback {
  return {
    raw_body: scrubCallbackBody(row.raw_body, scrubber),
    payment_payer_name: row.payment_payer_name === null ? null : unnamedPayer,
    payment_bill_ref: row.payment_bill_ref === null ? null : scrubber.text(row.payment_bill_ref),
  };
}

export interface Erasure {
  organizationId: string;
  tenantId: string;
  newName: string;
  own: Scrubber;
  phones: readonly string[];
  copies: TenantCopies;
  at: string;
  /**
   * The tables whose rows the erasure changed or deleted, filled in as it goes: their files
   * are wiped of the old versions once it commits (db/wipe-erased.ts).
   */
  touched: Set<string>;
}

type Written = { numUpdatedRows: bigint } | { numDeletedRows: bigint };

/** Notes `table` as touched when `result` changed or deleted a row. */
export function noteWrite(touched: Set<string>, table: string, result: Written) {
  const count = 'numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows;
  if (Number(count) > 0) touched.add(table);
}

/**
 * Every copy of the tenant's name and phone outside the tenant row and the activity log:
 * replaced by the new name, blanked, or (for messages) emptied of their text. Amounts, dates,
 * house numbers and every id stay, so the books add up as before.
 */
export async function eraseCopies(trx: Db, erasure: Erasure) {
  const { organizationId: org, tenantId, newName, own, phones, copies, touched } = erasure;
  const note = (table: string, result: Written) => noteWrite(touched, table, result);
  for (const text of ownTexts) await scrubOwnText(trx, text, erasure);
  const scrubbed = await scrubTenantDocuments(trx, org, tenantId, {
    text: (value) => own.text(value),
    newName,
  });
  for (const table of scrubbed) touched.add(table);
  const repairs = await scrubTenantRepairs(trx, org, tenantId, {
    text: (value) => own.text(value),
  });
  for (const table of repairs) touched.add(table);
  for (const table of await scrubVendorJobs(trx, erasure)) touched.add(table);
  await eraseMessages(trx, erasure);
  note(
    'stk_requests',
    await trx
      .updateTable('stk_requests')
      .set({ phone: '' })
      .where('organization_id', '=', org)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
  );
  const stk = await stkCallbacksOf(
    trx,
    copies.prompts.map((row) => row.checkout_request_id),
  );
  for (const row of stk) {
    const payload = own.json(row.payload);
    if (payload !== row.payload) {
      await trx.updateTable('stk_callbacks').set({ payload }).where('id', '=', row.id).execute();
      touched.add('stk_callbacks');
    }
  }
  for (const row of copies.unallocated) {
    note(
      'unallocated_payments',
      await trx
        .updateTable('unallocated_payments')
        .set({ payer_name: newName })
        .where('organization_id', '=', org)
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow(),
    );
  }
  for (const row of copies.callbacks) {
    note(
      'mpesa_callbacks',
      await trx
        .updateTable('mpesa_callbacks')
        .set(scrubCallback(row, own))
        .where('organization_id', '=', org)
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow(),
    );
  }
  // A private page shows the tenant's data; the balance-by-SMS count is keyed by the phone.
  note(
    'tenant_links',
    await trx
      .deleteFrom('tenant_links')
      .where('organization_id', '=', org)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
  );
  // A money POST's kept answer (for a retry with its Idempotency-Key) may name the tenant.
  note('idempotency_keys', await forgetIdempotencyAnswersNaming(trx, org, tenantId));
  const rateKeys = phones.flatMap((phone) => [
    `sms-balance:${org}:${phone}`,
    `sms-repair:${org}:${phone}`,
  ]);
  if (rateKeys.length > 0) {
    note(
      'rate_windows',
      await trx.deleteFrom('rate_windows').where('key', 'in', rateKeys).executeTakeFirstOrThrow(),
    );
  }
}

/**
 * Rows of the tenant's: by their id, or by their phone when no tenant was matched then (an
 * SMS from a number before it was theirs on record).
 */
function theirs(
  eb: ExpressionBuilder<Database, 'sms_messages' | 'incoming_sms'>,
  erasure: Erasure,
) {
  const byId = eb('tenant_id', '=', erasure.tenantId);
  if (erasure.phones.length === 0) return byId;
  return eb.or([byId, eb.and([eb('tenant_id', 'is', null), eb('phone', 'in', erasure.phones)])]);
}

/** SMS to and from the tenant: their text and number removed. */
async function eraseMessages(trx: Db, erasure: Erasure) {
  const { organizationId: org, newName, at, touched } = erasure;
  // What was still to go out is never sent: it would go to no one.
  await trx
    .updateTable('sms_messages')
    .set({ status: 'failed', failure_reason: erasedReason, updated_at: at })
    .where('organization_id', '=', org)
    .where((eb) => theirs(eb, erasure))
    .where('status', 'in', ['queued', 'held'])
    .execute();
  noteWrite(
    touched,
    'sms_messages',
    await trx
      .updateTable('sms_messages')
      .set({ recipient_name: newName, phone: '', text: '' })
      .where('organization_id', '=', org)
      .where((eb) => theirs(eb, erasure))
      .executeTakeFirstOrThrow(),
  );
  noteWrite(
    touched,
    'incoming_sms',
    await trx
      .updateTable('incoming_sms')
      .set({ phone: '', text: '' })
      .where('organization_id', '=', org)
      .where((eb) => theirs(eb, erasure))
      .executeTakeFirstOrThrow(),
  );
}
