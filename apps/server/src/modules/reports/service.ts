import { can } from '@rental/shared/permissions';
import type { UserActor } from '../access/index.js';
import { centsToKes } from '@rental/shared/money';
import type { SearchResults } from '@rental/shared/schemas/dashboard';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { paymentReference, findPayments } from '../ledger/index.js';
import { containsPattern } from '../../lib/contains-pattern.js';
import { searchRentals, searchTenants } from './repository.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

export interface ReportsDeps {
  db: Db;
  /**
   * The reports' long reads (app.ts `reader`): what they compute comes from here, while what
   * a cache must compare with what was written (databaseChangeMarker) reads `db`.
   */
  reader: Db;
  clock: Clock;
}

const searchLimit = 5;

/** The dashboard search box: a few tenants, rentals and transactions, newest first. */
export async function search(
  deps: ReportsDeps,
  viewer: Pick<UserActor, 'organizationId' | 'role' | 'allowances' | 'rentalIds'>,
  term: string,
): Promise<SearchResults> {
  const { organizationId } = viewer;
  const pattern = containsPattern(term);
  // Payments only for a role that sees money (not a caretaker).
  const withMoney = can(viewer.role, 'money.read', viewer.allowances);
  const [tenants, rentals, transactions] = await Promise.all([
    searchTenants(deps.db, organizationId, pattern, searchLimit, viewer.rentalIds),
    searchRentals(deps.db, organizationId, pattern, searchLimit, viewer.rentalIds),
    withMoney ? findPayments(deps.db, organizationId, pattern, searchLimit, viewer.rentalIds) : [],
  ]);
  return {
    tenants: tenants.map((row) => ({
      id: row.id,
      name: tenantDisplayName(row),
      housenumber: row.house_number,
    })),
    rentals: rentals.map((row) => ({ id: row.id, name: row.name, location: row.location })),
    transactions: transactions.map((row) => ({
      id: row.id,
      reference: paymentReference(row),
      tenantname: row.tenant_name,
      amount: centsToKes(Number(row.amount_cents)),
      // The instant (ISO, UTC), as the statement's dates.
      date: row.paid_at,
    })),
  };
}
