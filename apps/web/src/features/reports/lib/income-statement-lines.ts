import { expenseCategories } from '@rental/shared/enums';
import { incomeCategories, type IncomeCategory } from '@rental/shared/ledger-kinds';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type { IncomeStatement } from '@rental/shared/schemas/reports';
import { sumKes } from './sum-kes';

export type StatementRental = IncomeStatement['rentals'][number];

/** One column of the statement's figures: a rental's, the organization's own, or the total. */
export interface StatementColumn {
  income: Record<IncomeKind | 'total', number>;
  expenses: { total: number; bycategory: Record<string, number> };
  net: number;
}

/** The income lines: what payments paid for, then deposit money kept at move-out. */
export const incomeKinds = [...incomeCategories, 'keptfromdeposits'] as const;
export type IncomeKind = IncomeCategory | 'keptfromdeposits';

/** The total column, shaped as a rental's. */
export function totalColumn(report: IncomeStatement): StatementColumn {
  return {
    income: report.totals.incomebykind,
    expenses: { total: report.totals.expenses, bycategory: report.totals.expensesbycategory },
    net: report.totals.net,
  };
}

/**
 * The expense categories the statement lists: those with money in the period (all rentals
 * and the organization's own together), in the product's order. The others would be rows of
 * zeros.
 */
export function spentCategories(report: IncomeStatement): string[] {
  return expenseCategories.filter((category) => report.totals.expensesbycategory[category]);
}

/**
 * The organization's own expenses (not for one rental): counted in the totals only, so they
 * are what the total has beyond its rentals. 0 when the report is for one rental or landlord,
 * where the server leaves them out.
 */
export function organizationWide(report: IncomeStatement): StatementColumn {
  const bycategory = Object.fromEntries(
    Object.entries(report.totals.expensesbycategory).map(([category, kes]) => [
      category,
      centsToKes(
        kesToCents(kes) -
          kesToCents(sumKes(report.rentals, (rental) => rental.expenses.bycategory[category] ?? 0)),
      ),
    ]),
  );
  const total = centsToKes(
    kesToCents(report.totals.expenses) -
      kesToCents(sumKes(report.rentals, (rental) => rental.expenses.total)),
  );
  return {
    income: { rent: 0, water: 0, servicecharge: 0, other: 0, keptfromdeposits: 0, total: 0 },
    expenses: { total, bycategory },
    net: centsToKes(-kesToCents(total)),
  };
}
