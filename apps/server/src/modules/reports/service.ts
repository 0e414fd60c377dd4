import { addCalendarMonths, billingTimeZone, nairobiDate } from '@rental/shared/billing-dates';
import { centsToKes } from '@rental/shared/money';
import type { DashboardSummary, SearchResults } from '@rental/shared/schemas/dashboard';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { tenantBalances, totalOwedCents } from '../ledger/balances.js';
import { transactionReference } from '../transactions/presenter.js';
import {
  containsPattern,
  countRows,
  invoicedByMonth,
  recentPayments,
  revenueByMonth,
  searchRentals,
  searchTenants,
  searchTransactions,
} from './repository.js';
import { databaseChangeMarker, summaryCacheFor } from './summary-cache.js';

export interface ReportsDeps {
  db: Db;
  clock: Clock;
}

const chartMonths = 12;
const recentCount = 10;
const searchLimit = 5;

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: billingTimeZone });
const chartLabel = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Cents per YYYY-MM from grouped rows (sums come back as text from PostgreSQL). */
function byMonth(rows: { month: string; cents: number | string | null }[]) {
  return new Map(rows.map((row) => [row.month, Number(row.cents ?? 0)]));
}

/**
 * The dashboard: this Nairobi month's revenue, what tenants owe, the portfolio's size, the
 * newest payments and 12 months of revenue against amounts invoiced. Computed again only
 * when the database changed or the month turned (summary-cache.ts).
 */
export async function dashboardSummary(
  deps: ReportsDeps,
  organizationId: string,
): Promise<DashboardSummary> {
  const now = deps.clock();
  const thisMonth = `${nairobiDate(now).slice(0, 7)}-01`;
  const marker = await databaseChangeMarker(deps.db);
  return summaryCacheFor<DashboardSummary>(deps.db).get(
    organizationId,
    `${thisMonth}|${marker}`,
    () => computeSummary(deps.db, organizationId, now, thisMonth),
  );
}

/** A handful of indexed, grouped queries, whatever the number of payments. */
async function computeSummary(
  db: Db,
  organizationId: string,
  now: Date,
  thisMonth: string,
): Promise<DashboardSummary> {
  const firstMonth = addCalendarMonths(thisMonth, 1 - chartMonths);
  const afterLast = addCalendarMonths(thisMonth, 1);

  const [revenueRows, invoicedRows, owedCents, rentals, tenants, recent] = await Promise.all([
    revenueByMonth(db, organizationId, firstMonth, afterLast),
    invoicedByMonth(db, organizationId, firstMonth, afterLast),
    totalOwedCents(db, organizationId),
    countRows(db, 'rentals', organizationId),
    countRows(db, 'tenants', organizationId),
    recentPayments(db, organizationId, recentCount),
  ]);
  const payerIds = [...new Set(recent.flatMap((row) => (row.tenant_id ? [row.tenant_id] : [])))];
  const balances = await tenantBalances(db, organizationId, payerIds);

  const revenue = byMonth(revenueRows);
  const invoiced = byMonth(invoicedRows);
  const chart = Array.from({ length: chartMonths }, (_, i) => {
    const first = addCalendarMonths(firstMonth, i);
    const month = first.slice(0, 7);
    return {
      month,
      label: chartLabel.format(new Date(`${first}T00:00:00.000Z`)),
      revenue: centsToKes(revenue.get(month) ?? 0),
      invoiced: centsToKes(invoiced.get(month) ?? 0),
    };
  });

  return {
    month: monthName.format(now),
    revenue: chart.at(-1)?.revenue ?? 0,
    totaldebts: centsToKes(owedCents),
    rentals,
    tenants,
    recenttransactions: recent.map((row) => {
      const balanceCents = row.tenant_id ? (balances.get(row.tenant_id) ?? 0) : 0;
      return {
        transactionid: row.id,
        fullname: row.tenant_name,
        housenumber: row.house_number ?? '',
        status: balanceCents > 0 ? 'owing' : 'cleared',
        paymentmode: row.payment_mode,
        amount: centsToKes(Number(row.amount_cents)),
        balance: centsToKes(balanceCents),
      };
    }),
    chart,
  };
}

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
