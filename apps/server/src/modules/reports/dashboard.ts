import { ratePercent } from '@rental/shared/percent';
import { formatLongMonthName, formatShortCalendarMonth } from '@rental/shared/date-format';
import { addCalendarMonths, nairobiDate } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { tenantBalances, totalOwedCents } from '../ledger/index.js';
import { collections } from './collections.js';
import { expensesByRental, incomeStatement } from './income-statement.js';
import { occupancy } from './occupancy.js';
import { vacancyThisMonth } from './vacancies.js';
import { countRows, recentPayments } from './repository.js';
import type { ReportsDeps } from './service.js';
import { reachesRental, type RentalScope } from '../access/index.js';

const chartMonths = 12;
const recentCount = 10;

/**
 * The dashboard: this Nairobi month's revenue, collection rate, expenses and net, today's
 * occupancy, what tenants owe, the portfolio's size, the newest payments and 12 months of
 * revenue, invoiced and expenses. The route keeps it per database change and Nairobi day
 * (summary-cache.ts): the month so far ends today.
 */
export function dashboardSummary(
  deps: ReportsDeps,
  organizationId: string,
  scope: RentalScope,
): Promise<DashboardSummary> {
  return computeSummary(deps, organizationId, scope, nairobiDate(deps.clock()));
}

/**
 * Expense cents per YYYY-MM, over rentals and categories; for a member limited to some
 * rentals, theirs only (not the organization's own).
 */
function expensesByMonth(
  rows: { month: string; rental_id: string | null; cents: number | string }[],
  scope: RentalScope,
) {
  const cents = new Map<string, number>();
  for (const row of rows) {
    if (scope !== null && !reachesRental(scope, row.rental_id)) continue;
    cents.set(row.month, (cents.get(row.month) ?? 0) + Number(row.cents));
  }
  return cents;
}

/**
 * The money figures are the reports' own (collections, occupancy, income statement), asked
 * for this month or the chart's months, so the dashboard and the reports never disagree.
 */
async function computeSummary(
  deps: ReportsDeps,
  organizationId: string,
  scope: RentalScope,
  today: string,
): Promise<DashboardSummary> {
  const { reader: db } = deps;
  const thisMonth = `${today.slice(0, 7)}-01`;
  const firstMonth = addCalendarMonths(thisMonth, 1 - chartMonths);

  const [billed, units, statement, expenseRows, owedCents, rentals, tenants, recent, vacant] =
    await Promise.all([
      collections(
        deps,
        organizationId,
        { from: firstMonth.slice(0, 7), to: today.slice(0, 7) },
        scope,
      ),
      occupancy(deps, organizationId, {}, scope),
      incomeStatement(deps, organizationId, { from: thisMonth, to: today }, scope),
      expensesByRental(db, organizationId, firstMonth, today),
      totalOwedCents(db, organizationId, scope),
      countRows(db, 'rentals', organizationId, scope),
      countRows(db, 'tenants', organizationId, scope),
      recentPayments(db, organizationId, recentCount, scope),
      vacancyThisMonth(db, organizationId, today, scope),
    ]);
  const payerIds = [...new Set(recent.flatMap((row) => (row.tenant_id ? [row.tenant_id] : [])))];
  const balances = await tenantBalances(db, organizationId, payerIds);

  const expenses = expensesByMonth(expenseRows, scope);
  const chart = billed.months.map((month) => ({
    month: month.month,
    label: formatShortCalendarMonth(month.month, 'en'),
    revenue: month.collected,
    invoiced: month.invoiced,
    expenses: centsToKes(expenses.get(month.month) ?? 0),
  }));
  const { totals } = units;

  return {
    // English for API clients that read it; screens word `monthkey` in their own language.
    month: formatLongMonthName(today.slice(0, 7), 'en'),
    monthkey: today.slice(0, 7),
    revenue: chart.at(-1)?.revenue ?? 0,
    totaldebts: centsToKes(owedCents),
    rentals,
    tenants,
    collectionrate: billed.months.at(-1)?.rate ?? null,
    occupancyrate: ratePercent(totals.occupied, totals.units),
    units: totals.units,
    occupied: totals.occupied,
    ...vacant,
    expenses: statement.totals.expenses,
    net: statement.totals.net,
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
