import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { matchesPattern } from '../../lib/contains-pattern.js';
import { inRentals, type RentalScope } from '../access/index.js';
import { isCreditSql } from './kinds-sql.js';
import { notReversedSql } from './reverse-payment.js';
import { shownReference, shownReferenceMatchesSql, shownReferenceSql } from './late-receipts.js';
import { payerMatchesSql, payerName, payerNameSql } from './payment-texts.js';

// Payments looked up as documents (who paid, how, how much), for the dashboard's list and
// search box: the payments table is read here, not by the reports.

/** The newest tenant payments not reversed, with the payer's house (none once removed). */
export function recentPayments(db: Db, organizationId: string, limit: number, scope: RentalScope) {
  return (
    db
      .selectFrom('transactions as x')
      .leftJoin('tenants as t', 't.id', 'x.tenant_id')
      .select([
        'x.id',
        'x.tenant_id',
        payerName('x'),
        'x.payment_mode',
        'x.amount_cents',
        't.house_number',
      ])
      .where('x.organization_id', '=', organizationId)
      .where(inRentals('x.rental_id', scope))
      .where(isCreditSql('x.transaction_type'))
      .where(notReversedSql('x.id'))
      // (paid_on, paid_at, id) is (paid_at, id) order, spelled as the typed index has it.
      .orderBy('x.paid_on', 'desc')
      .orderBy('x.paid_at', 'desc')
      .orderBy('x.id', 'desc')
      .limit(limit)
      .execute()
  );
}

/** How many of the newest payments a search looks through first (findPayments). */
export const newestPaymentsSearched = 1_000;

/** A found payment as the search answers it (either pass): `x` is the payment. */
const foundColumns = [
  'x.id',
  payerName('x'),
  'x.amount_cents',
  'x.paid_at',
  shownReference('x'),
] as const;

/** SQL: the payment's reference (the last 12 characters of its id) matches `pattern`. */
function referenceMatches(pattern: string) {
  return matchesPattern(sql`substr(x.id, length(x.id) - 11)`, pattern);
}

/**
 * Payments whose reference (the id's last 12 characters), payer name or M-PESA receipt number
 * matches `pattern` (lib/contains-pattern.ts), newest first.
 *
 * Most searches are a name or a receipt that recent payments have: the newest payments are
 * looked through first, with a lookup of each one's payer and late receipt, and the search
 * ends there once it has `limit` of them (newer than any it did not look at). Only a search
 * that finds fewer goes through every payment of the organization, with their payers' names
 * and late receipts matched as sets (migration 0068), not looked up one payment at a time: a
 * word no payment has costs one pass over them.
 */
export async function findPayments(
  db: Db,
  organizationId: string,
  pattern: string,
  limit: number,
  scope: RentalScope,
) {
  // Only what the match and the answer read: the rest of each row stays unread.
  const newest = db
    .selectFrom('transactions')
    .select(['id', 'amount_cents', 'paid_at', 'external_reference'])
    .where('organization_id', '=', organizationId)
    .where(inRentals('rental_id', scope))
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(newestPaymentsSearched)
    .as('x');
  const recent = await db
    .selectFrom(newest)
    .select(foundColumns)
    .where((eb) =>
      eb.or([
        referenceMatches(pattern),
        matchesPattern(payerNameSql('x'), pattern),
        matchesPattern(sql`coalesce(${shownReferenceSql('x')}, '')`, pattern),
      ]),
    )
    .orderBy('x.paid_at', 'desc')
    .orderBy('x.id', 'desc')
    .limit(limit)
    .execute();
  if (recent.length === limit) return recent;
  return db
    .selectFrom('transactions as x')
    .select(foundColumns)
    .where('x.organization_id', '=', organizationId)
    .where(inRentals('x.rental_id', scope))
    .where((eb) =>
      eb.or([
        referenceMatches(pattern),
        payerMatchesSql('x', organizationId, pattern),
        shownReferenceMatchesSql('x', organizationId, pattern),
      ]),
    )
    .orderBy('x.paid_at', 'desc')
    .orderBy('x.id', 'desc')
    .limit(limit)
    .execute();
}
