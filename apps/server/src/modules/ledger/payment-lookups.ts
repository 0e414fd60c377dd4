import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { matchesPattern } from '../../lib/contains-pattern.js';
import { inRentals, type RentalScope } from '../access/index.js';
import { isCreditSql } from './kinds-sql.js';
import { notReversedSql } from './reverse-payment.js';
import { shownReference, shownReferenceSql } from './late-receipts.js';
import { payerName, payerNameSql } from './payment-texts.js';

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

/**
 * Payments whose reference (the id's last 12 characters), payer name or M-PESA receipt number
 * matches `pattern` (lib/contains-pattern.ts), newest first.
 */
export function findPayments(
  db: Db,
  organizationId: string,
  pattern: string,
  limit: number,
  scope: RentalScope,
) {
  return db
    .selectFrom('transactions')
    .select([
      'id',
      payerName('transactions'),
      'amount_cents',
      'paid_at',
      shownReference('transactions'),
    ])
    .where('organization_id', '=', organizationId)
    .where(inRentals('rental_id', scope))
    .where((eb) =>
      eb.or([
        matchesPattern(sql`substr(id, length(id) - 11)`, pattern),
        matchesPattern(payerNameSql('transactions'), pattern),
        matchesPattern(sql`coalesce(${shownReferenceSql('transactions')}, '')`, pattern),
      ]),
    )
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
