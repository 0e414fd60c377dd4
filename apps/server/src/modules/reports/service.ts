import { centsToKes } from '@rental/shared/money';
import type { SearchResults } from '@rental/shared/schemas/dashboard';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { transactionReference } from '../transactions/presenter.js';
import { containsPattern, searchRentals, searchTenants, searchTransactions } from './repository.js';

export interface ReportsDeps {
  db: Db;
  clock: Clock;
}

const searchLimit = 5;

/** The dashboard search box: a few tenants, rentals and transactions, newest first. */
export async function search(
  deps: ReportsDeps,
  organizationId: string,
  term: string,
): Promise<SearchResults> {
  const pattern = containsPattern(term);
  const [tenants, rentals, transactions] = await Promise.all([
    searchTenants(deps.db, organizationId, pattern, searchLimit),
    searchRentals(deps.db, organizationId, pattern, searchLimit),
    searchTransactions(deps.db, organizationId, pattern, searchLimit),
  ]);
  return {
    tenants: tenants.map((row) => ({
      id: row.id,
      name: `${row.firstname} ${row.lastname}`,
      housenumber: row.house_number,
    })),
    rentals: rentals.map((row) => ({ id: row.id, name: row.name, location: row.location })),
    transactions: transactions.map((row) => ({
      id: row.id,
      reference: transactionReference(row.id),
      tenantname: row.tenant_name,
      amount: centsToKes(Number(row.amount_cents)),
      // The instant (ISO, UTC), as the statement's dates.
      date: row.paid_at,
    })),
  };
}
