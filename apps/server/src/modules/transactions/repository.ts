import { nairobiDate, nairobiDayEnd, nairobiDayStart } from '@rental/shared/dates';
import { transactionTypes, type TransactionType } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import type { PageCursor } from './cursor.js';
import { inRentals, type RentalScope } from '../access/index.js';
import {
  holdsReceiptSql,
  payerName,
  paymentDescription,
  replacedBySql,
  shownReference,
  showsReferenceSql,
} from '../ledger/index.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/** The tenant a payment is for: who to name on it and where to send the receipt. */
export function findPayer(db: Db, organizationId: string, tenantId: string, scope: RentalScope) {
  return db
    .selectFrom('tenants')
    .select(['id', ...tenantNameColumns(), 'phonenumber', 'house_number'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .where(inRentals('rental_id', scope))
    .executeTakeFirst();
}

/**
 * The latest payment instant of the organization in [from, to): a new payment is placed
 * after it, so "newest first" is the order payments were recorded in. Reads the
 * (organization_id, paid_at, id) index only.
 */
export async function latestPaidAt(db: Db, organizationId: string, from: string, to: string) {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.max('paid_at').as('latest'))
    .where('organization_id', '=', organizationId)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .executeTakeFirst();
  return row?.latest ?? null;
}

/**
 * Transactions with the names the screens show: the tenant's house (none once removed) and
 * the recorder's current name (the name kept at recording once the user is removed). Joins
 * by primary key only, so a page costs one index walk.
 */
function transactionsWithNames(db: Db, organizationId: string, scope: RentalScope) {
  return db
    .selectFrom('transactions as x')
    .leftJoin('tenants as t', 't.id', 'x.tenant_id')
    .leftJoin('users as u', 'u.id', 'x.recorded_by')
    .leftJoin('payment_reversals as r', 'r.transaction_id', 'x.id')
    .select([
      'x.id',
      'x.transaction_type',
      'x.tenant_id',
      payerName('x'),
      'x.recorded_by',
      'x.recorded_by_name',
      'x.payment_mode',
      'x.amount_cents',
      'x.deposit_cents',
      paymentDescription('x'),
      'x.paid_at',
      'x.paid_on',
      shownReference('x'),
      't.house_number',
      'u.firstname as recorder_firstname',
      'u.lastname as recorder_lastname',
      'r.reason as reversal_reason',
      'r.reversed_on',
      'r.actor_name as reversed_by',
      'r.receipt as reversed_receipt',
      replacedBySql('x.id').as('replaced_by'),
    ])
    .where('x.organization_id', '=', organizationId)
    .where(inRentals('x.rental_id', scope));
}

export type TransactionRow = NonNullable<Awaited<ReturnType<typeof findTransactionRow>>>;

export function findTransactionRow(
  db: Db,
  organizationId: string,
  transactionId: string,
  scope: RentalScope,
) {
  return transactionsWithNames(db, organizationId, scope)
    .where('x.id', '=', transactionId)
    .executeTakeFirst();
}

export interface TransactionFilters {
  /** Nairobi days, both included. */
  from?: string;
  to?: string;
  tenantId?: string;
  type?: TransactionType;
  before?: PageCursor;
  limit: number;
}

/**
 * A page of transactions, newest first (paid_at desc, id desc), one more row than asked to
 * tell whether another page follows. Each filter walks one index in the order of the page
 * (migration 0004): one tenant's, the (organization_id, tenant_id, paid_on, ...) index; one
 * type, the (organization_id, transaction_type, paid_on, ...) index; all, the
 * (organization_id, paid_at, id) index. The first two bound the days on paid_on and spell
 * the order (paid_on, paid_at, id), which is the same order (paid_on is paid_at's day).
 */
export function listTransactionRows(
  db: Db,
  organizationId: string,
  filters: TransactionFilters,
  scope: RentalScope,
) {
  const { from, to, before, tenantId, type } = filters;
  let query = transactionsWithNames(db, organizationId, scope);
  if (before) {
    // The first term bounds the index range; the second drops the cursor row and its elders
    // of the same instant.
    query = query
      .where('x.paid_at', '<=', before.paidAt)
      .where((eb) => eb.or([eb('x.paid_at', '<', before.paidAt), eb('x.id', '<', before.id)]));
  }
  if (!tenantId && !type) {
    if (from) query = query.where('x.paid_at', '>=', nairobiDayStart(from));
    if (to) query = query.where('x.paid_at', '<', nairobiDayEnd(to));
    return query
      .orderBy('x.paid_at', 'desc')
      .orderBy('x.id', 'desc')
      .limit(filters.limit + 1)
      .execute();
  }
  if (tenantId) {
    query = query.where('x.tenant_id', '=', tenantId);
    // Checked on the tenant's own rows, not as an index key (see migration 0004).
    const others = transactionTypes.filter((other) => other !== type);
    if (type) query = query.where('x.transaction_type', 'not in', others);
  } else if (type) {
    query = query.where('x.transaction_type', '=', type);
  }
  if (from) query = query.where('x.paid_on', '>=', from);
  if (to) query = query.where('x.paid_on', '<=', to);
  if (before) query = query.where('x.paid_on', '<=', nairobiDate(new Date(before.paidAt)));
  return query
    .orderBy('x.paid_on', 'desc')
    .orderBy('x.paid_at', 'desc')
    .orderBy('x.id', 'desc')
    .limit(filters.limit + 1)
    .execute();
}

/** The transaction showing this M-PESA receipt number (or other external reference). */
export function findTransactionByReference(db: Db, organizationId: string, reference: string) {
  return db
    .selectFrom('transactions')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(showsReferenceSql('transactions', organizationId, [reference]))
    .where(holdsReceiptSql('transactions.id'))
    .executeTakeFirst();
}
